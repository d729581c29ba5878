import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Config } from '../config.ts';

/** better-auth's cookie name with our prefix (`advanced.cookiePrefix`), `__Secure-` over https. */
export function sessionCookieName(config: Pick<Config, 'APP_URL'>): string {
  const name = 'chalan.session_token';
  return config.APP_URL.startsWith('https://') ? `__Secure-${name}` : name;
}

/**
 * The session token of the request, when its cookie carries a valid signature. better-auth signs the
 * cookie as `token.base64(HMAC-SHA256(secret, token))`; checking it here lets a guarded request find its
 * session, user and seller in one query instead of going through better-auth's getSession first.
 */
export function signedSessionToken(c: Context, config: Pick<Config, 'APP_URL' | 'AUTH_SECRET'>) {
  const value = getCookie(c, sessionCookieName(config));
  if (!value) return null;
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', config.AUTH_SECRET).update(token).digest();
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) return null;
  return token;
}

/**
 * The cookie value better-auth would set for a session `token` (the inverse of `signedSessionToken`):
 * for sessions written straight to the database by seeds and tests.
 */
export function signSessionToken(token: string, config: Pick<Config, 'AUTH_SECRET'>): string {
  const signature = createHmac('sha256', config.AUTH_SECRET).update(token).digest('base64');
  return encodeURIComponent(`${token}.${signature}`);
}
