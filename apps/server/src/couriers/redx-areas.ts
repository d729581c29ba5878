import type { RedxCredentials } from '@chalan/core';
import { createRefusal, failure, unexpectedReply } from './http.ts';
import { NAME, redxCall } from './redx-api.ts';
import { asRecord, text } from './replies.ts';
import type { CourierCallOptions, CreateFailure, Failed } from './types.ts';

export interface DeliveryArea {
  id: number;
  name: string;
}

/** The same for every merchant and rarely changed: kept a day per API and district. */
const KEEP_AREAS_MS = 24 * 60 * 60_000;
const areasByDistrict = new Map<string, { areas: DeliveryArea[]; until: number }>();

function areasOf(body: unknown): DeliveryArea[] | undefined {
  const list = asRecord(body).areas;
  if (!Array.isArray(list)) return undefined;
  return list.map(asRecord).flatMap((a) => {
    const name = text(a.name);
    return typeof a.id === 'number' && name ? [{ id: a.id, name }] : [];
  });
}

/** GET /areas?district_name=, cached; only a district with areas is kept. */
async function districtAreas(
  credentials: RedxCredentials,
  district: string,
  options: CourierCallOptions,
): Promise<{ ok: true; areas: DeliveryArea[] } | Failed<CreateFailure>> {
  const key = `${options.baseUrl}\n${district.toLowerCase()}`;
  const cached = areasByDistrict.get(key);
  if (cached && Date.now() < cached.until) return { ok: true, areas: cached.areas };
  const reply = await redxCall(credentials, options, `/areas?district_name=${encodeURIComponent(district)}`);
  if (!reply.reached) return reply.result;
  const refusal = createRefusal(NAME, reply.status, reply.body);
  if (refusal) return refusal;
  const areas = areasOf(reply.body);
  if (reply.status !== 200 || !areas) return unexpectedReply(NAME, reply.status);
  if (areas.length > 0) areasByDistrict.set(key, { areas, until: Date.now() + KEEP_AREAS_MS });
  return { ok: true, areas };
}

/**
 * The RedX area a parcel goes to: the district's area named like the thana (any case), else the
 * district's first area. A district RedX does not know means nothing can be booked ('rejected').
 */
export async function deliveryAreaFor(
  credentials: RedxCredentials,
  district: string,
  thana: string,
  options: CourierCallOptions,
): Promise<{ ok: true; area: DeliveryArea } | Failed<CreateFailure>> {
  const name = district.trim();
  const noArea = () => failure('rejected', 'courierNoDeliveryArea', { courier: NAME, district: name || '—' });
  if (!name) return noArea();
  const found = await districtAreas(credentials, name, options);
  if (!found.ok) return found;
  const wanted = thana.trim().toLowerCase();
  const area = found.areas.find((a) => a.name.toLowerCase() === wanted) ?? found.areas[0];
  return area ? { ok: true, area } : noArea();
}
