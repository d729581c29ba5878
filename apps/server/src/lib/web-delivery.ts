import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppDeps } from '../app-env.ts';
import type { createRouter } from '../router.ts';
import { appFramePage } from './app-frame.ts';
import { imageStore, isImagePath } from './image-store.ts';
import { STATIC_PATHS, staticPageFile } from './static-pages.ts';

/** Vite names every file under /assets/ by its content's hash: a changed file is a new URL. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The page names the current assets, so the browser asks again each time (a 200 of ~1 KB). */
export const REVALIDATE = 'no-cache';
/** favicon.svg and the like: not hashed, rarely changed. */
const UNHASHED = 'public, max-age=3600';
/** Uploaded images get a new random name when replaced; `private` keeps customers' pictures out of shared
 * caches, and an hour bounds how long a removed one stays in a browser. */
export const UPLOADS = 'private, max-age=3600';
/** API replies are the signed-in seller's own data. */
export const API = 'no-store';

const cacheFor = (path: string) => (path.startsWith('/assets/') ? IMMUTABLE : UNHASHED);

/** Sets `value` as Cache-Control unless the route chose its own. */
export function cacheControl(value: string): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!c.res.headers.has('cache-control')) c.res.headers.set('cache-control', value);
  };
}

/**
 * User images as stored, never recompressed (compressResponses leaves image types alone): files from
 * DATA_DIR, or rows of the database (UPLOADS_IN). Anything else below /uploads/ is a 404.
 */
export function serveUploads(
  app: ReturnType<typeof createRouter>,
  deps: Pick<AppDeps, 'config' | 'database'>,
) {
  const notFound = (c: Context) => c.text('Not found', 404, { 'Cache-Control': 'no-store' });
  const pathOf = (c: Context) => c.req.path.slice('/uploads/'.length);
  app.use('/uploads/*', cacheControl(UPLOADS), async (c, next) => {
    if (!isImagePath(pathOf(c))) return notFound(c);
    await next();
  });
  if (deps.config.UPLOADS_IN === 'data-dir') {
    app.use('/uploads/*', serveStatic({ root: deps.config.DATA_DIR }));
  } else {
    const images = imageStore(deps);
    app.get('/uploads/*', async (c, next) => {
      const image = await images.read(pathOf(c));
      if (!image) return next();
      // Read from a file or a bytea column: never a SharedArrayBuffer, which is all the type rules out.
      return c.body(image.bytes as Uint8Array<ArrayBuffer>, 200, { 'Content-Type': image.contentType });
    });
  }
  app.all('/uploads/*', notFound);
}

/**
 * The built web app on the same origin, the .br/.gz the build wrote beside each file sent when the
 * browser takes them (apps/web/precompress.ts); any other path gets index.html (the SPA shows its own 404).
 */
export function serveWebApp(app: ReturnType<typeof createRouter>, webDist: string) {
  const indexFile = join(webDist, 'index.html');
  const setCache = (_path: string, c: Context) => {
    c.header(
      'Cache-Control',
      c.req.path === '/' || c.req.path === '/index.html' ? REVALIDATE : cacheFor(c.req.path),
    );
  };
  // A signed-out phone gets the landing and sign-in pages as HTML with a few KB of script, not the app.
  for (const path of STATIC_PATHS) {
    app.get(path, async (c, next) => {
      const file = staticPageFile(c, webDist);
      if (!file) return next();
      c.header('Vary', 'Cookie, Accept-Language');
      const page = serveStatic({
        path: file,
        precompressed: true,
        onFound: (_path, c) => c.header('Cache-Control', REVALIDATE),
      });
      return (await page(c, next)) ?? next();
    });
  }
  if (existsSync(webDist))
    app.use('/*', serveStatic({ root: webDist, precompressed: true, onFound: setCache }));
  const page = serveStatic({
    path: indexFile,
    precompressed: true,
    onFound: (_path, c) => {
      c.header('Cache-Control', REVALIDATE);
    },
  });
  app.get('*', async (c, next) => {
    if (!existsSync(indexFile)) return c.text('The web app is not built. Run `npm run build`.', 503);
    // A missing file under /assets/ is an old build's chunk: a 404, not the page (whose HTML the
    // browser would fail to run as a script), and nothing cached.
    if (c.req.path.startsWith('/assets/')) return c.text('Not found', 404);
    // A signed-in screen opened by its address: the frame and its heading paint before the app has loaded.
    const framed = appFramePage(c, webDist);
    if (framed !== null) {
      c.header('Cache-Control', REVALIDATE);
      c.header('Vary', 'Cookie, Accept-Language');
      return c.html(framed);
    }
    const res = await page(c, next);
    return res ?? c.text('Not found', 404);
  });
}
