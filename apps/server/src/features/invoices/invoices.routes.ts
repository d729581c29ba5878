import { MESSAGE_KEY } from '@chalan/core';
import { MAX_INVOICES } from '@chalan/core/invoices/limits';
import { invoicesReplySchema } from '@chalan/core/invoices/replies';
import { z } from '@hono/zod-openapi';
import { guardedRoute } from '../../auth/guarded-route.ts';
import { jsonResponse } from '../../lib/openapi.ts';
import { createRouter } from '../../router.ts';
import { loadInvoices } from './invoices.service.ts';

const idsQuery = z.object({
  ids: z
    .string({ error: MESSAGE_KEY.pleaseSelectOrder })
    .transform((v) => [
      ...new Set(
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z
        .array(z.uuid({ error: MESSAGE_KEY.failedToFindOrder }))
        .min(1, { error: MESSAGE_KEY.pleaseSelectOrder })
        .max(MAX_INVOICES, { error: MESSAGE_KEY.invoicesTooMany }),
    ),
});

export function invoicesRoutes() {
  const app = createRouter();
  app.openapi(
    guardedRoute(
      { capability: 'workOrders' },
      {
        method: 'get',
        path: '/invoices',
        tags: ['Orders'],
        summary: 'What the invoice generator prints for the chosen orders (seller, sender store, order)',
        request: { query: idsQuery },
        responses: { 200: jsonResponse(invoicesReplySchema, 'Invoices') },
      },
    ),
    async (c) => {
      const { ids } = c.req.valid('query');
      const { database, config } = c.var.deps;
      return c.json(await loadInvoices(database.db, config, c.var.actor.sellerId, ids), 200);
    },
  );
  return app;
}
