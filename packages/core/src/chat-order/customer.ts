import { normalizePhone } from '../phone.ts';

/**
 * The seller's existing customer with the phone the message gave, so the form picks them instead of
 * making a new one. Phones are compared normalised ("+8801712…" is "01712…").
 */
export function matchCustomerByPhone<C extends { phone: string }>(
  phone: string | null,
  customers: readonly C[],
): C | null {
  if (!phone) return null;
  const wanted = normalizePhone(phone);
  return customers.find((c) => normalizePhone(c.phone) === wanted) ?? null;
}
