import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  acceptedLanguages,
  isLanguage,
  LANGUAGE_COOKIE,
  type Language,
  preferredLanguage,
} from '@chalan/core/languages';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';

/** The session cookie, with or without the https prefix (auth/session-cookie.ts). */
const SESSION_COOKIES = ['chalan.session_token', '__Secure-chalan.session_token'];
/** Links that open the sign-in page with a notice (a verified email, a bad link): the app shows those. */
const NOTICE_PARAMS = ['verified', 'error'];

/** The language a browser gets: the one it chose (the web app's cookie), else its Accept-Language. */
export function pageLanguage(c: Context): Language {
  const chosen = getCookie(c, LANGUAGE_COOKIE);
  if (isLanguage(chosen)) return chosen;
  return preferredLanguage(acceptedLanguages(c.req.header('accept-language')));
}

/**
 * The prerendered sign-in page (apps/web/static-pages.ts) for a browser that is signed out and has no
 * notice to show, in its language; null where the web app's own /login must answer (it redirects a
 * signed-in user home and shows the notices), or when the build has no such page.
 */
export function signInPageFile(c: Context, webDist: string): string | null {
  if (SESSION_COOKIES.some((name) => getCookie(c, name))) return null;
  if (NOTICE_PARAMS.some((name) => c.req.query(name) !== undefined)) return null;
  const file = join(webDist, `sign-in.${pageLanguage(c)}.html`);
  return existsSync(file) ? file : null;
}
