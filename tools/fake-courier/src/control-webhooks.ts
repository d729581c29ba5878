import { Hono } from 'hono';
import { FAKE_COURIERS } from './couriers.ts';
import type { FakeCourierState } from './state.ts';
import { isObject } from './validation.ts';
import type { WebhookConfig } from './webhooks.ts';

/** A webhook config from a control call or the options, or why it cannot be used. */
export function parseWebhook(state: FakeCourierState, body: unknown): WebhookConfig | string {
  const usage = 'Send { courier, account: apiKey | clientId | accessToken, url, secret? }';
  if (!isObject(body)) return usage;
  const courier = FAKE_COURIERS.find((n) => n === body.courier);
  if (!courier) return `courier must be one of ${FAKE_COURIERS.join(', ')}`;
  if (typeof body.account !== 'string' || !state.hasAccount(courier, body.account))
    return `account must be a known ${courier} account (${courier === 'steadfast' ? 'apiKey' : courier === 'pathao' ? 'clientId' : 'accessToken'})`;
  if (typeof body.url !== 'string' || !URL.canParse(body.url) || !/^https?:/.test(body.url))
    return 'url must be an http(s) URL';
  if (body.secret !== undefined && typeof body.secret !== 'string') return 'secret must be text';
  return { courier, account: body.account, url: body.url, ...(body.secret ? { secret: body.secret } : {}) };
}

/** `/_control/webhooks`: where status changes go, what was sent, and sending one again. */
export function controlWebhookRoutes(state: FakeCourierState) {
  const app = new Hono();

  app.get('/', (c) =>
    c.json({
      webhooks: state.webhooks.configured(),
      pathaoIntegrationSecret: state.webhooks.pathaoIntegrationSecret,
    }),
  );

  app.post('/', async (c) => {
    const parsed = parseWebhook(state, await c.req.json().catch(() => null));
    if (typeof parsed === 'string') return c.json({ error: parsed }, 400);
    return c.json({ webhook: await state.webhooks.configure(parsed) }, 201);
  });

  app.get('/deliveries', (c) => c.json({ deliveries: state.webhooks.deliveries() }));

  app.post('/replay', async (c) => {
    const body = await c.req.json().catch(() => null);
    const index = isObject(body) ? body.index : undefined;
    const replayed = Number.isInteger(index) ? state.webhooks.replay(index as number) : undefined;
    if (!replayed) return c.json({ error: 'index must be the index of a past delivery' }, 400);
    return c.json({ delivery: await replayed });
  });

  return app;
}
