import type { RedxCredentials } from '@chalan/core';
import { readFailure, unexpectedReply } from './http.ts';
import { wholeTaka } from './parcel-fields.ts';
import { NAME, redxCall } from './redx-api.ts';
import { deliveryAreaFor } from './redx-areas.ts';
import { asRecord, poishaOf } from './replies.ts';
import type { CourierCallOptions, QuoteOutcome, QuoteRequest } from './types.ts';

/** The pickup point's area changes when the merchant moves it in RedX's panel: kept an hour. */
const KEEP_PICKUP_MS = 60 * 60_000;
const pickupAreas = new Map<string, { areaId: number | null; until: number }>();

/** The area of the merchant's first pickup store (GET /pickup/stores), null when RedX names none. */
async function pickupAreaId(
  credentials: RedxCredentials,
  options: CourierCallOptions,
): Promise<number | null> {
  const cacheKey = `${options.baseUrl}\n${credentials.accessToken}`;
  const cached = pickupAreas.get(cacheKey);
  if (cached && Date.now() < cached.until) return cached.areaId;
  const reply = await redxCall(credentials, options, '/pickup/stores');
  const stores = reply.reached && reply.status === 200 ? asRecord(reply.body).pickup_stores : undefined;
  const first = Array.isArray(stores) ? asRecord(stores[0]) : {};
  const areaId = typeof first.area_id === 'number' && first.area_id > 0 ? first.area_id : null;
  if (reply.reached) pickupAreas.set(cacheKey, { areaId, until: Date.now() + KEEP_PICKUP_MS });
  return areaId;
}

/**
 * GET /charge/charge_calculator for the thana's delivery area (else the district's first), from the
 * merchant's pickup area where RedX names one: deliveryCharge plus codCharge.
 */
export async function quote(
  credentials: RedxCredentials,
  request: QuoteRequest,
  options: CourierCallOptions,
): Promise<QuoteOutcome> {
  const area = await deliveryAreaFor(credentials, request.district, request.thana, options);
  if (!area.ok) return area;
  const pickup = await pickupAreaId(credentials, options);
  const query = new URLSearchParams({
    delivery_area_id: String(area.area.id),
    ...(pickup === null ? {} : { pickup_area_id: String(pickup) }),
    cash_collection_amount: String(wholeTaka(request.codAmountPoisha)),
    weight: String(request.weightGrams),
  });
  const reply = await redxCall(credentials, options, `/charge/charge_calculator?${query}`);
  if (!reply.reached) return reply.result;
  const failed = readFailure(NAME, reply.status, reply.body);
  if (failed) return failed;
  const body = asRecord(reply.body);
  const delivery = poishaOf(body.deliveryCharge);
  const cod = poishaOf(body.codCharge ?? 0);
  if (delivery === null || cod === null) return unexpectedReply(NAME, reply.status);
  return { ok: true, chargePoisha: delivery + cod };
}
