import { isDhaka } from '../locations/index.ts';
import type { Poisha } from '../money.ts';

/** The courier's in-Dhaka charge for Dhaka, else its outside-Dhaka charge; a typed value overrides it. */
export function defaultDeliveryCharge(
  courier: { chargeInDhaka: Poisha; chargeOutsideDhaka: Poisha },
  district: string | null | undefined,
): Poisha {
  return isDhaka(district) ? courier.chargeInDhaka : courier.chargeOutsideDhaka;
}
