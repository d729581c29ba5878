import type { PathaoCredentials } from '@chalan/core';
import { callCourier, courierMessage, joinUrl, refused, unexpectedReply } from './http.ts';
import type { CheckResult, CourierCallOptions } from './types.ts';

const NAME = 'Pathao';
const API = '/aladdin/api/v1';

/** shared/couriers/pathao.md; every path starts with /aladdin/api/v1. */
export const baseUrls = {
  sandbox: 'https://courier-api-sandbox.pathao.com',
  live: 'https://api-hermes.pathao.com',
};

/** The token endpoint refuses with 400 (wrong user or password), 401 (wrong client) or 422 (missing field). */
const REFUSALS = [400, 401, 403, 422];

/** POST /issue-token with the password grant: ok when Pathao issues an access token. */
export async function checkCredentials(
  credentials: PathaoCredentials,
  { baseUrl, timeoutMs }: CourierCallOptions,
): Promise<CheckResult> {
  const reply = await callCourier(
    NAME,
    joinUrl(baseUrl, `${API}/issue-token`),
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({
        client_id: credentials.clientId,
        client_secret: credentials.clientSecret,
        grant_type: 'password',
        username: credentials.username,
        password: credentials.password,
      }),
    },
    timeoutMs,
  );
  if (!reply.reached) return reply.result;
  const { status, body } = reply;
  if (REFUSALS.includes(status)) return refused(NAME, status, body);
  const token = (body as { access_token?: unknown } | null)?.access_token;
  if (status !== 200 || typeof token !== 'string' || token === '') return unexpectedReply(NAME, status);
  return { ok: true, detail: courierMessage('courierConnected', { courier: NAME }) };
}
