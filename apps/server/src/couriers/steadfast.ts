import { formatTaka, parseTaka, type SteadfastCredentials } from '@chalan/core';
import { callCourier, courierMessage, joinUrl, refused, unexpectedReply } from './http.ts';
import type { CheckResult, CourierCallOptions } from './types.ts';

const NAME = 'Steadfast';

/** Steadfast has one API for both modes (shared/couriers/steadfast.md). */
export const baseUrls = {
  sandbox: 'https://portal.packzy.com/api/v1',
  live: 'https://portal.packzy.com/api/v1',
};

export function headers(credentials: SteadfastCredentials): Record<string, string> {
  return {
    'Api-Key': credentials.apiKey,
    'Secret-Key': credentials.secretKey,
    'Content-Type': 'application/json',
    Accept: 'application/json',
  };
}

/** Steadfast reports taka, possibly with poisha; shown without going through floating point. */
function balanceText(value: unknown): string | null {
  if (typeof value !== 'number' && typeof value !== 'string') return null;
  const poisha = parseTaka(String(value));
  return poisha === null ? null : formatTaka(poisha);
}

/** GET /get_balance: the contract's way to test credentials; ok with the current balance. */
export async function checkCredentials(
  credentials: SteadfastCredentials,
  { baseUrl, timeoutMs }: CourierCallOptions,
): Promise<CheckResult> {
  const reply = await callCourier(
    NAME,
    joinUrl(baseUrl, '/get_balance'),
    { method: 'GET', headers: headers(credentials) },
    timeoutMs,
  );
  if (!reply.reached) return reply.result;
  const { status, body } = reply;
  const b = (body ?? {}) as { status?: unknown; current_balance?: unknown };
  // Steadfast also repeats the status inside the body; a refusal may come with HTTP 200.
  const inner = typeof b.status === 'number' ? b.status : status;
  if (status === 401 || status === 403 || inner === 401 || inner === 403) return refused(NAME, inner, body);
  const balance = balanceText(b.current_balance);
  if (status !== 200 || inner !== 200 || balance === null) return unexpectedReply(NAME, status);
  return { ok: true, detail: courierMessage('courierConnectedBalance', { courier: NAME, balance }) };
}
