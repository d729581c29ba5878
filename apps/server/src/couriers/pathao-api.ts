import { createHash } from 'node:crypto';
import type { PathaoCredentials } from '@chalan/core';
import { type CourierReply, callCourier, joinUrl, refused, unexpectedReply } from './http.ts';
import { asRecord, count } from './replies.ts';
import type { CourierCallOptions, CourierFailure, Failed } from './types.ts';

export const NAME = 'Pathao';
export const API = '/aladdin/api/v1';

/** The token endpoint refuses with 400 (wrong user or password), 401 (wrong client) or 422 (missing field). */
const REFUSALS = [400, 401, 403, 422];
/** A token is renewed this long before Pathao says it expires (they last five days). */
const RENEW_BEFORE_MS = 10 * 60_000;

type Token = { ok: true; accessToken: string; expiresAt: number };
type TokenOutcome = Token | Failed<CourierFailure>;

/** POST /issue-token with the password grant. */
export async function issueToken(
  credentials: PathaoCredentials,
  { baseUrl, timeoutMs }: CourierCallOptions,
): Promise<TokenOutcome> {
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
  const b = asRecord(body);
  if (status !== 200 || typeof b.access_token !== 'string' || b.access_token === '')
    return unexpectedReply(NAME, status);
  const seconds = count(b.expires_in) ?? 0;
  return { ok: true, accessToken: b.access_token, expiresAt: Date.now() + seconds * 1000 };
}

/** Tokens per account and API, in memory; a promise so that parallel calls share one issue-token. */
const tokens = new Map<string, Promise<TokenOutcome>>();

/** One key per account and API, without keeping the secrets themselves as map keys. */
export function accountKey(credentials: PathaoCredentials, baseUrl: string): string {
  const { clientId, clientSecret, username, password } = credentials;
  return createHash('sha256')
    .update([baseUrl, clientId, clientSecret, username, password].join('\0'))
    .digest('hex');
}

/**
 * A valid access token for the account: the cached one unless it is about to expire or is `rejected`
 * (Pathao answered 401 to it), else a new one. Failures are not cached.
 */
async function accessToken(
  credentials: PathaoCredentials,
  options: CourierCallOptions,
  rejected?: string,
): Promise<TokenOutcome> {
  const key = accountKey(credentials, options.baseUrl);
  const cached = tokens.get(key);
  if (cached) {
    const token = await cached;
    if (token.ok && token.accessToken !== rejected && Date.now() < token.expiresAt - RENEW_BEFORE_MS)
      return token;
    if (tokens.get(key) === cached) tokens.delete(key);
  }
  let issuing = tokens.get(key);
  if (!issuing) {
    issuing = issueToken(credentials, options);
    tokens.set(key, issuing);
  }
  const token = await issuing;
  if (!token.ok && tokens.get(key) === issuing) tokens.delete(key);
  return token;
}

export type PathaoReply =
  | Extract<CourierReply, { reached: true }>
  | { reached: false; result: Failed<CourierFailure> };

/**
 * One call under /aladdin/api/v1 with the account's bearer token. A 401 gets a new token and the call is
 * made once more: Pathao did not act on a call it did not authenticate, so this is safe for a create too.
 */
export async function pathaoCall(
  credentials: PathaoCredentials,
  options: CourierCallOptions,
  path: string,
  body?: unknown,
): Promise<PathaoReply> {
  const send = (accessToken: string) =>
    callCourier(
      NAME,
      joinUrl(options.baseUrl, `${API}${path}`),
      {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          Authorization: `Bearer ${accessToken}`,
          'Content-Type': 'application/json',
          Accept: 'application/json',
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      },
      options.timeoutMs,
    );
  let token = await accessToken(credentials, options);
  if (!token.ok) return { reached: false, result: token };
  const reply = await send(token.accessToken);
  if (!reply.reached || reply.status !== 401) return reply;
  token = await accessToken(credentials, options, token.accessToken);
  if (!token.ok) return { reached: false, result: token };
  return send(token.accessToken);
}
