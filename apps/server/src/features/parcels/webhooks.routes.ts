import { lineText } from '@chalan/core';
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { publicRoute } from '../../auth/guarded-route.ts';
import { courierAdapter } from '../../couriers/index.ts';
import { AppError } from '../../errors.ts';
import { createRouter } from '../../router.ts';
import { receiveWebhook, sameSecret, webhookCourier } from './webhooks.service.ts';

const anyJson = z.record(z.string(), z.unknown()).openapi('CourierWebhookBody');
const body = { content: { 'application/json': { schema: anyJson } } };
const forged = () => new AppError('UNAUTHENTICATED', 'webhookRefused');
const answered = (description: string) => ({
  description,
  content: { 'application/json': { schema: z.object({ status: z.string() }) } },
});
const courierIdParams = z.object({ courierId: z.uuid() });

async function readEvent(c: Context<AppEnv>, provider: 'steadfast' | 'pathao' | 'redx') {
  const json = await c.req.json().catch(() => null);
  return courierAdapter(provider).parseWebhook(json);
}

/**
 * The couriers' webhook calls, one URL per courier account. Each is authenticated its courier's way and
 * refused (401, nothing stored) otherwise; an event about a parcel we do not know is answered and ignored.
 */
export function webhooksRoutes() {
  const app = createRouter();
  const tags = ['Courier webhooks'];

  app.openapi(
    publicRoute({
      method: 'post',
      path: '/webhooks/steadfast/{courierId}',
      tags,
      summary:
        'Steadfast: `Authorization: Bearer <the courier’s webhook secret>`; the status is taken as said',
      request: { params: courierIdParams, body },
      responses: { 200: answered('Received'), 401: answered('Not this courier’s secret') },
    }),
    async (c) => {
      const { db } = c.var.deps.database;
      const courier = await webhookCourier(db, 'steadfast', { id: c.req.valid('param').courierId });
      const token = c.req.header('authorization')?.replace(/^Bearer\s+/i, '');
      if (!courier || !sameSecret(token, courier.webhookToken)) throw forged();
      const event = await readEvent(c, 'steadfast');
      if (event) await receiveWebhook(c.var.deps, db, courier, event);
      return c.json({ status: 'success' }, 200);
    },
  );

  app.openapi(
    publicRoute({
      method: 'post',
      path: '/webhooks/pathao/{courierId}',
      tags,
      summary:
        'Pathao: `X-PATHAO-Signature: <the secret>`; answers the set-up call with 202 and its header; each event is confirmed with a status call',
      request: { params: courierIdParams, body },
      responses: { 202: answered('Received'), 401: answered('Not this courier’s secret') },
    }),
    async (c) => {
      const { db } = c.var.deps.database;
      const courier = await webhookCourier(db, 'pathao', { id: c.req.valid('param').courierId });
      if (!courier || !sameSecret(c.req.header('x-pathao-signature'), courier.webhookToken)) throw forged();
      const event = await readEvent(c, 'pathao');
      c.header(
        'X-Pathao-Merchant-Webhook-Integration-Secret',
        c.var.deps.config.PATHAO_WEBHOOK_INTEGRATION_SECRET,
      );
      if (event) await receiveWebhook(c.var.deps, db, courier, event);
      return c.json({ status: 'success' }, 202);
    },
  );

  app.openapi(
    publicRoute({
      method: 'post',
      path: '/webhooks/redx/{token}',
      tags,
      summary:
        'RedX (no signature): the secret is the URL’s last part; each event is confirmed with a status call',
      request: { params: z.object({ token: lineText().min(1).max(200) }), body },
      responses: { 200: answered('Received'), 401: answered('No courier has this secret') },
    }),
    async (c) => {
      const { db } = c.var.deps.database;
      const courier = await webhookCourier(db, 'redx', { token: c.req.valid('param').token });
      if (!courier) throw forged();
      const event = await readEvent(c, 'redx');
      if (event) await receiveWebhook(c.var.deps, db, courier, event);
      return c.json({ status: 'success' }, 200);
    },
  );

  return app;
}
