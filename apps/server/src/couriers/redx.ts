import type { RedxCredentials } from '@chalan/core';
import { callCourier, courierMessage, joinUrl, refused, unexpectedReply } from './http.ts';
import type { CheckResult, CourierCallOptions } from './types.ts';

const NAME = 'RedX';

/** shared/couriers/redx.md */
export const baseUrls = {
  sandbox: 'https://sandbox.redx.com.bd/v1.0.0-beta',
  live: 'https://openapi.redx.com.bd/v1.0.0-beta',
};

export function headers(credentials: RedxCredentials): Record<string, string> {
  return { 'API-ACCESS-TOKEN': `Bearer ${credentials.accessToken}`, Accept: 'application/json' };
}

/** GET /areas: ok with the number of delivery areas the token may use. */
export async function checkCredentials(
  credentials: RedxCredentials,
  { baseUrl, timeoutMs }: CourierCallOptions,
): Promise<CheckResult> {
  const reply = await callCourier(
    NAME,
    joinUrl(baseUrl, '/areas'),
    { method: 'GET', headers: headers(credentials) },
    timeoutMs,
  );
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
