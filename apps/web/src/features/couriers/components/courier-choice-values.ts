import {
  type CourierChoiceReply,
  type CourierOption,
  MIN_PARCELS_FOR_RATE,
} from '@chalan/core/couriers/choice';
import { findDistrict } from '@chalan/core/locations/index';
import type { CourierChoiceParams } from '../api.ts';

/** The charges are asked for this weight when the order has none yet (the API's own default). */
export const DEFAULT_CHOICE_WEIGHT_GRAMS = 500;
const MAX_CHOICE_WEIGHT_GRAMS = 100_000;

/**
 * What to ask the courier choice for, or null while the district is unknown (nothing is shown then).
 * A weight outside what the API takes is brought within it: the charges are a guide, not the booking.
 */
export function choiceParams(
  district: string | null | undefined,
  thana: string | null | undefined,
  weightGrams: number | undefined,
  codPoisha: number,
): CourierChoiceParams | null {
  const known = district ? findDistrict(district)?.district : undefined;
  if (!known) return null;
  const grams = weightGrams && weightGrams > 0 ? weightGrams : DEFAULT_CHOICE_WEIGHT_GRAMS;
  return {
    district: known,
    thana: thana?.trim() ?? '',
    weightGrams: Math.min(Math.max(Math.round(grams), 1), MAX_CHOICE_WEIGHT_GRAMS),
    codPoisha: Math.max(0, Math.round(codPoisha)),
  };
}

/** How a courier's delivery rate there reads: none yet, or the rate over how many parcels (few or enough). */
export type RateSummary =
  | { kind: 'none' }
  | { kind: 'rate'; rate: number; parcels: number; delivered: number; few: boolean };

export function rateSummary(option: CourierOption): RateSummary {
  if (option.finalParcels <= 0 || option.deliveryRate === null) return { kind: 'none' };
  return {
    kind: 'rate',
    rate: option.deliveryRate,
    parcels: option.finalParcels,
    delivered: option.deliveredParcels,
    few: option.finalParcels < MIN_PARCELS_FOR_RATE,
  };
}

/** The options as the list shows them: the suggested one first, the rest as the server sent them. */
export function shownOptions(reply: CourierChoiceReply): CourierOption[] {
  const suggested = reply.options.filter((o) => o.courierId === reply.suggestedCourierId);
  return [...suggested, ...reply.options.filter((o) => o.courierId !== reply.suggestedCourierId)];
}
