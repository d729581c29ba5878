import type { RedxCredentials } from '@chalan/core';
import { courierMessage, refused, unexpectedReply } from './http.ts';
import { NAME, redxCall } from './redx-api.ts';
import type { CheckResult, CourierCallOptions } from './types.ts';

export { headers } from './redx-api.ts';
export { createParcel, findParcel, parseWebhook } from './redx-parcels.ts';
export { quote } from './redx-price.ts';
export { cancelParcel, updateCod } from './redx-updates.ts';

/** shared/couriers/redx.md */
export const baseUrls = {
  sandbox: 'https://sandbox.redx.com.bd/v1.0.0-beta',
  live: 'https://openapi.redx.com.bd/v1.0.0-beta',
};

/** GET /areas: ok with the number of delivery areas the token may use. */
export async function checkCredentials(
  credentials: RedxCredentials,
  options: CourierCallOptions,
): Promise<CheckResult> {
  const reply = await redxCall(credentials, options, '/areas');
  if (!reply.reached) return reply.result;
  const { status, body } = reply;
  if (status === 401 || status === 403) return refused(NAME, status, body);
  const areas = (body as { areas?: unknown } | null)?.areas;
  if (status !== 200 || !Array.isArray(areas)) return unexpectedReply(NAME, status);
  return {
    ok: true,
    detail: courierMessage('courierConnectedAreas', { courier: NAME, count: areas.length }),
  };
}
