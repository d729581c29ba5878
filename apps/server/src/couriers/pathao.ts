import type { PathaoCredentials } from '@chalan/core';
import { courierMessage } from './http.ts';
import { issueToken, NAME } from './pathao-api.ts';
import type { CheckResult, CourierCallOptions } from './types.ts';

export { createParcel, findParcel, parseWebhook } from './pathao-parcels.ts';
export { quote } from './pathao-price.ts';

/** shared/couriers/pathao.md; every path starts with /aladdin/api/v1. */
export const baseUrls = {
  sandbox: 'https://courier-api-sandbox.pathao.com',
  live: 'https://api-hermes.pathao.com',
};

/** POST /issue-token with the password grant: ok when Pathao issues an access token. */
export async function checkCredentials(
  credentials: PathaoCredentials,
  options: CourierCallOptions,
): Promise<CheckResult> {
  // Always a fresh token: a cached one would not prove that the credentials still work.
  const token = await issueToken(credentials, options);
  if (!token.ok) return token;
  return { ok: true, detail: courierMessage('courierConnected', { courier: NAME }) };
}
