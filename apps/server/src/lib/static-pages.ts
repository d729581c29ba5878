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

/**
 * The public pages the build prerenders (apps/web/static-pages.ts), by path. A link that opens the sign-in
 * page with a notice (a verified email, a bad link) gets the app, which shows those.
 */
const PAGES: Record<string, { file: string; appFor: string[] }> = {
  '/': { file: 'landing', appFor: [] },
  '/login': { file: 'sign-in', appFor: ['verified', 'error'] },
};

export const STATIC_PATHS = Object.keys(PAGES);

/** Whether the browser sends a session (valid or not: the app itself finds out). */
export const hasSessionCookie = (c: Context) => SESSION_COOKIES.some((name) => getCookie(c, name));

/** The language a browser gets: the one it chose (the web app's cookie), else its Accept-Language. */
export function pageLanguage(c: Context): Language {
  const chosen = getCookie(c, LANGUAGE_COOKIE);
  if (isLanguage(chosen)) return chosen;
  return preferredLanguage(acceptedLanguages(c.req.header('accept-language')));
}

/**
 * The prerendered page for this request in its language, for a browser that is signed out; null where the
 * web app itself must answer (a signed-in user sees their own buttons and is sent home from /login), or
 * when the build has no such page.
 */
export function staticPageFile(c: Context, webDist: string): string | null {
  const page = PAGES[c.req.path];
  if (!page) return null;
  if (hasSessionCookie(c)) return null;
  if (page.appFor.some((name) => c.req.query(name) !== undefined)) return null;
  const file = join(webDist, `${page.file}.${pageLanguage(c)}.html`);
  if (built.has(file)) return file;
  if (!existsSync(file)) return null;
  built.add(file);
  return file;
}

/** The pages found built: a build does not take them away while the server runs (one stat each). */
const built = new Set<string>();
