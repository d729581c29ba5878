import type { PathaoCredentials } from '@chalan/core';
import { failure, readFailure, unexpectedReply } from './http.ts';
import { NAME, pathaoCall } from './pathao-api.ts';
import { ITEM_TYPE, itemWeight, NORMAL_DELIVERY } from './pathao-parcels.ts';
import { pickupStore } from './pathao-store.ts';
import { asRecord, poishaOf, text } from './replies.ts';
import type { CourierCallOptions, Failed, QuoteOutcome, QuoteRequest, StatusFailure } from './types.ts';

/** Pathao's cities and zones change rarely and are the same for every merchant: kept a day. */
const KEEP_PLACES_MS = 24 * 60 * 60_000;
type Place = { id: number; name: string };
const places = new Map<string, { list: Place[]; until: number }>();

/** Letters only, lower-case: "Cox's Bazar" and "Coxsbazar" meet. */
const key = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');

/** Our district names (bd-locations) that Pathao spells differently. */
const PATHAO_SPELLING: Record<string, string[]> = {
  chattogram: ['chittagong'],
  barisal: ['barishal'],
  comilla: ['cumilla'],
  bogura: ['bogra'],
  jashore: ['jessore'],
  coxsbazar: ['coxbazar'],
  jhalakathi: ['jhalokati', 'jhalokathi'],
};

function placesOf(body: unknown, idField: string, nameField: string): Place[] | undefined {
  const data = asRecord(body).data;
  const list = (Array.isArray(data) ? data : asRecord(data).data) as unknown;
  if (!Array.isArray(list)) return undefined;
  return list.map(asRecord).flatMap((p) => {
    const id = p[idField];
    const name = text(p[nameField]);
    return typeof id === 'number' && name ? [{ id, name }] : [];
  });
}

async function placeList(
  credentials: PathaoCredentials,
  options: CourierCallOptions,
  path: string,
  fields: [string, string],
): Promise<{ ok: true; list: Place[] } | Failed<StatusFailure>> {
  const cacheKey = `${options.baseUrl}\n${path}`;
  const cached = places.get(cacheKey);
  if (cached && Date.now() < cached.until) return { ok: true, list: cached.list };
  const reply = await pathaoCall(credentials, options, path);
  if (!reply.reached) return reply.result;
  const failed = readFailure(NAME, reply.status, reply.body);
  if (failed) return failed;
  const list = placesOf(reply.body, ...fields);
  if (!list) return unexpectedReply(NAME, reply.status);
  places.set(cacheKey, { list, until: Date.now() + KEEP_PLACES_MS });
  return { ok: true, list };
}

function findPlace(list: Place[], name: string): Place | undefined {
  const wanted = [key(name), ...(PATHAO_SPELLING[key(name)] ?? [])];
  return list.find((p) => wanted.includes(key(p.name)));
}

/**
 * POST /merchant/price-plan for the district's city and the thana's zone (else the city's first zone):
 * the final price plus the COD fee (cod_percentage of the COD) when Pathao charges one.
 */
export async function quote(
  credentials: PathaoCredentials,
  request: QuoteRequest,
  options: CourierCallOptions,
): Promise<QuoteOutcome> {
  const weight = itemWeight(request.weightGrams);
  if (!weight.ok) return weight;
  const noArea = () =>
    failure('rejected', 'courierNoDeliveryArea', { courier: NAME, district: request.district });
  const cities = await placeList(credentials, options, '/city-list', ['city_id', 'city_name']);
  if (!cities.ok) return cities;
  const city = findPlace(cities.list, request.district);
  if (!city) return noArea();
  const zones = await placeList(credentials, options, `/cities/${city.id}/zone-list`, [
    'zone_id',
    'zone_name',
  ]);
  if (!zones.ok) return zones;
  const zone = findPlace(zones.list, request.thana) ?? zones.list[0];
  if (!zone) return noArea();
  const store = await pickupStore(credentials, options);
  if (!store.ok) return store;
  const reply = await pathaoCall(credentials, options, '/merchant/price-plan', {
    store_id: store.storeId,
    item_type: ITEM_TYPE[request.itemType],
    delivery_type: NORMAL_DELIVERY,
    item_weight: weight.kg,
    recipient_city: city.id,
    recipient_zone: zone.id,
  });
  if (!reply.reached) return reply.result;
  const failed = readFailure(NAME, reply.status, reply.body);
  if (failed) return failed;
  return priceOf(reply.body, request.codAmountPoisha) ?? unexpectedReply(NAME, reply.status);
}

/** final_price in poisha, plus cod_percentage (a fraction, e.g. 0.01) of the COD, to the whole poisha. */
function priceOf(body: unknown, codPoisha: number): { ok: true; chargePoisha: number } | undefined {
  const data = asRecord(asRecord(body).data);
  const price = poishaOf(data.final_price ?? data.price);
  if (price === null) return undefined;
  const codEnabled = data.cod_enabled === 1 || data.cod_enabled === true || data.cod_enabled === '1';
  // The fraction in parts per million (an integer), so the COD fee is integer arithmetic from here.
  const perMillion = codEnabled ? Math.round(Number(data.cod_percentage ?? 0) * 1_000_000) : 0;
  const codFee = Number.isFinite(perMillion) ? Math.round((codPoisha * perMillion) / 1_000_000) : 0;
  return { ok: true, chargePoisha: price + codFee };
}
