import type { CourierAccount } from '../../couriers/account.ts';
import type { QuoteOutcome, QuoteRequest } from '../../couriers/index.ts';

/** Start Order waits for a price no longer than this; past it the rate card is shown. */
const QUOTE_TIMEOUT_MS = 4_000;
/** A courier's price for the same parcel and place changes rarely: asked again after an hour. */
const KEEP_QUOTE_MS = 60 * 60_000;
const MAX_KEPT = 2_000;
const kept = new Map<string, { chargePoisha: number; until: number }>();

/**
 * The courier's price for a parcel, asked once an hour per account, place, weight and COD (Start Order
 * asks each time a customer is chosen). Only answers are kept; a failure is asked again next time.
 */
export async function courierQuote(account: CourierAccount, request: QuoteRequest): Promise<QuoteOutcome> {
  const key = JSON.stringify([account.id, account.call.baseUrl, request]);
  const hit = kept.get(key);
  if (hit && Date.now() < hit.until) return { ok: true, chargePoisha: hit.chargePoisha };
  const timeoutMs = Math.min(account.call.timeoutMs ?? QUOTE_TIMEOUT_MS, QUOTE_TIMEOUT_MS);
  const outcome = await account.adapter.quote!(account.credentials, request, { ...account.call, timeoutMs });
  if (outcome.ok) {
    if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!);
    kept.set(key, { chargePoisha: outcome.chargePoisha, until: Date.now() + KEEP_QUOTE_MS });
  }
  return outcome;
}
