import { z } from '@hono/zod-openapi';
import { publicRoute } from '../../auth/guarded-route.ts';
import { createRouter } from '../../router.ts';
import { loadTracking } from './tracking.service.ts';
import { trackingKeys } from './tracking-link.ts';
import { trackingNotice, trackingPage } from './tracking-page.ts';
import { TRACKING_PATH_PREFIX } from './tracking-style.ts';
import { trackingLanguage } from './tracking-texts.ts';

const page = (description: string) => ({ description, content: { 'text/html': { schema: z.string() } } });

/**
 * The customer's tracking page of a sent order, reached by the link in the SMS and the QR on the label.
 * Public: the token itself is the key (tracking-link.ts). Not cached, not indexed, no referrer sent on
 * (lib/hardened-http.ts gives /t/ its own strict policy).
 */
export function trackingRoutes() {
  const app = createRouter();
  app.openapi(
    publicRoute({
      method: 'get',
      path: `${TRACKING_PATH_PREFIX}{token}`,
      tags: ['Tracking'],
      summary: 'The public tracking page of a sent order (HTML, Bangla; `?lang=en` for English)',
      request: {
        params: z.object({ token: z.string() }),
        // Anything but `en` is Bangla: a page never answers a bad query with an error.
        query: z.object({
          lang: z
            .enum(['bn', 'en'])
            .optional()
            .catch(undefined)
            .openapi({
              type: 'string',
              enum: ['bn', 'en'],
              description: 'The page’s language; Bangla unless `en`',
            }),
        }),
      },
      responses: {
        200: page('The parcel: seller, items, amount to pay, courier, status and its history'),
        404: page('No such page (a token that is not genuine, or no sent order)'),
        410: page('The order ended more than 30 days ago'),
      },
    }),
    async (c) => {
      const { token } = c.req.valid('param');
      const language = trackingLanguage(c.req.valid('query').lang);
      const { config, database } = c.var.deps;
      const now = new Date();
      const found = await loadTracking(database.db, trackingKeys(config.AUTH_SECRET), token, now);
      c.header('Cache-Control', 'no-store');
      c.header('X-Robots-Tag', 'noindex, nofollow');
      if (found.kind === 'found') {
        return c.html(trackingPage(found.view, language, `${TRACKING_PATH_PREFIX}${token}`, now), 200);
      }
      if (found.kind === 'expired') return c.html(trackingNotice('expired', language), 410);
      return c.html(trackingNotice('notFound', language), 404);
    },
  );
  return app;
}
