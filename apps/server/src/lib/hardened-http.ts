import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../errors.ts';
import {
  CONFIRM_PATH_PREFIX,
  TRACKING_PATH_PREFIX,
  TRACKING_STYLE_HASH,
} from '../features/tracking/tracking-style.ts';
import { API_DOCS_PATH, SWAGGER_CDN } from './api-docs.ts';

const common = {
  defaultSrc: ["'self'"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/** The web app: scripts only from our files. Mantine sets style attributes and writes its CSS variables in a
 * <style> element, and the invoice page sets its @page size in one, so styles may be inline. */
const appPolicy = {
  ...common,
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  // data: for small inlined assets and the QR code if ever drawn as an image; blob: for local previews.
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
};

/** Swagger UI: its bundle and stylesheet from the CDN; its start-up script is our own file, not inline. */
const docsPolicy = {
  ...common,
  scriptSrc: ["'self'", SWAGGER_CDN],
  styleSrc: ["'self'", "'unsafe-inline'", SWAGGER_CDN],
  imgSrc: ["'self'", 'data:'],
};

/** The customer's tracking page: its one stylesheet (by hash) and the seller's logo; nothing else, no script. */
const trackingPolicy = {
  defaultSrc: ["'none'"],
  styleSrc: [TRACKING_STYLE_HASH],
  imgSrc: ["'self'"],
  baseUri: ["'none'"],
  formAction: ["'none'"],
  frameAncestors: ["'none'"],
};

/** The customer's confirmation page: the same, and its forms post to itself. */
const confirmPolicy = { ...trackingPolicy, formAction: ["'self'"] };

/**
 * Security headers on every reply (API, web app, uploads): a strict CSP, no framing, nosniff and a referrer
 * kept to our own origin. `same-origin`, not `no-referrer`: with no-referrer browsers send `Origin: null`
 * on same-origin POSTs, which the origin check would refuse. HSTS only when the app is served over https.
 */
export function securityHeaders(appUrl: string): MiddlewareHandler<AppEnv> {
  const shared = {
    xFrameOptions: 'DENY',
    referrerPolicy: 'same-origin',
    strictTransportSecurity: isHttps(appUrl) ? 'max-age=31536000; includeSubDomains' : false,
  } as const;
  const forApp = secureHeaders({ ...shared, contentSecurityPolicy: appPolicy });
  const forDocs = secureHeaders({ ...shared, contentSecurityPolicy: docsPolicy });
  // The tracking link is the page's key: no referrer may carry it anywhere (the page posts nothing).
  const forTracking = secureHeaders({
    ...shared,
    referrerPolicy: 'no-referrer',
    contentSecurityPolicy: trackingPolicy,
  });
  // Its forms post to our own origin, so the browser must send our Origin (refuseForeignOrigin): the
  // referrer stays on our origin, where the page's token already is.
  const forConfirm = secureHeaders({ ...shared, contentSecurityPolicy: confirmPolicy });
  return (c, next) => {
    if (c.req.path === API_DOCS_PATH) return forDocs(c, next);
    if (c.req.path.startsWith(CONFIRM_PATH_PREFIX)) return forConfirm(c, next);
    if (c.req.path.startsWith(TRACKING_PATH_PREFIX)) return forTracking(c, next);
    return forApp(c, next);
  };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses a state-changing request that a page of another site sent (its Origin is not ours), beside the
 * SameSite=Lax session cookie. A request without Origin (curl, the couriers' servers) passes. Hono's csrf()
 * does not fit: it checks only form content types (a JSON POST with a foreign Origin would pass) and it
 * refuses form posts that carry no Origin.
 */
export function refuseForeignOrigin(appUrl: string): MiddlewareHandler<AppEnv> {
  const appOrigin = new URL(appUrl).origin;
  return async (c, next) => {
    const origin = c.req.header('origin');
    if (origin !== undefined && !SAFE_METHODS.has(c.req.method) && !isWebhook(c.req.path)) {
      // Our own origin as configured, or as the browser reached us (Vite's dev proxy keeps the Host).
      if (origin !== appOrigin && origin !== new URL(c.req.url).origin) {
        throw new AppError('FORBIDDEN', 'crossSiteRequest');
      }
    }
    await next();
  };
}

/** Couriers authenticate their webhooks with a secret, not our cookie, so a foreign Origin proves nothing there. */
const isWebhook = (path: string) => path.startsWith('/api/webhooks/');

const isHttps = (url: string) => url.toLowerCase().startsWith('https:');
