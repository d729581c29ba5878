import type { PathaoCredentials } from '@chalan/core';
import { createRefusal, failure, unexpectedReply } from './http.ts';
import { accountKey, NAME, pathaoCall } from './pathao-api.ts';
import { asRecord } from './replies.ts';
import type { CourierCallOptions, CreateFailure, Failed } from './types.ts';

/** Stores change rarely (a new one takes Pathao about an hour to approve). */
const KEEP_STORE_MS = 60 * 60_000;

/** Pathao's store id as it sent it (a number), so POST /orders gets it back the same way. */
type StoreId = number | string;
const stores = new Map<string, { storeId: StoreId; until: number }>();

const isYes = (v: unknown) => v === true || v === 1 || v === '1';

/** The store parcels are picked up from: the account's default store, else its first active one. */
function pickupStoreOf(body: unknown): StoreId | undefined {
  const data = asRecord(body).data;
  // GET /stores pages its list like the location lists (data.data); a bare list is read as well.
  const list = (Array.isArray(data) ? data : asRecord(data).data) as unknown;
  if (!Array.isArray(list)) return undefined;
  const active = list.map(asRecord).filter((s) => s.is_active === undefined || isYes(s.is_active));
  const store = active.find((s) => isYes(s.is_default_store)) ?? active[0];
  const id = store?.store_id;
  return typeof id === 'number' || (typeof id === 'string' && id !== '') ? id : undefined;
}

/** GET /stores, cached per account. */
export async function pickupStore(
  credentials: PathaoCredentials,
  options: CourierCallOptions,
): Promise<{ ok: true; storeId: StoreId } | Failed<CreateFailure>> {
  const key = accountKey(credentials, options.baseUrl);
  const cached = stores.get(key);
  if (cached && Date.now() < cached.until) return { ok: true, storeId: cached.storeId };
  const reply = await pathaoCall(credentials, options, '/stores');
  if (!reply.reached) return reply.result;
  const refusal = createRefusal(NAME, reply.status, reply.body);
  if (refusal) return refusal;
  if (reply.status !== 200) return unexpectedReply(NAME, reply.status);
  const storeId = pickupStoreOf(reply.body);
  // Nothing can be booked without a store: 'rejected' tells the caller nothing was.
  if (storeId === undefined) return failure('rejected', 'courierNoPickupStore', { courier: NAME });
  stores.set(key, { storeId, until: Date.now() + KEEP_STORE_MS });
  return { ok: true, storeId };
}

/** Pathao refused the cached store (deleted or deactivated): ask again next time. */
export function forgetPickupStore(credentials: PathaoCredentials, options: CourierCallOptions): void {
  stores.delete(accountKey(credentials, options.baseUrl));
}
