import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Language } from '@chalan/core/languages';
import type { Context } from 'hono';
import { hasSessionCookie, pageLanguage } from './static-pages.ts';

/** Written by the web build (apps/web/static-pages.ts, src/static-pages/app-frame.tsx). */
const FRAME_FILE = 'app-frame.html';
const TITLES_FILE = 'app-frame-titles.json';

type Titles = Record<Language, { app: string; screens: Record<string, string> }>;

interface Frame {
  page: string;
  titles: Titles;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Read once per build folder: a build does not change under a running server. */
const frames = new Map<string, Frame | null>();

function frameOf(webDist: string): Frame | null {
  if (!frames.has(webDist)) {
    const page = join(webDist, FRAME_FILE);
    const titles = join(webDist, TITLES_FILE);
    frames.set(
      webDist,
      existsSync(page) && existsSync(titles)
        ? { page: readFileSync(page, 'utf8'), titles: JSON.parse(readFileSync(titles, 'utf8')) as Titles }
        : null,
    );
  }
  return frames.get(webDist) ?? null;
}

/**
 * The app's page with the signed-in frame and the screen's heading already painted, for a browser with a
 * session opening a screen whose heading is fixed; null for anything else (the plain app page answers).
 * Paths are matched as the web app's router does: case aside, a trailing slash allowed.
 */
export function appFramePage(c: Context, webDist: string): string | null {
  if (!hasSessionCookie(c)) return null;
  const frame = frameOf(webDist);
  if (!frame) return null;
  const language = pageLanguage(c);
  const path = c.req.path.toLowerCase().replace(/(.)\/$/, '$1');
  const { app, screens } = frame.titles[language];
  const title = screens[path];
  if (title === undefined) return null;
  return frame.page
    .replace('%CHALAN_LANG%', language)
    .replace('%CHALAN_DOCUMENT_TITLE%', escapeHtml(`${title} · ${app}`))
    .replace('%CHALAN_SCREEN_TITLE%', escapeHtml(title));
}
