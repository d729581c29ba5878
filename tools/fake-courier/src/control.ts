import { Hono } from 'hono';
import { controlParcelRoutes } from './control-parcels.ts';
import { controlWebhookRoutes } from './control-webhooks.ts';
import { FAKE_COURIERS, type FakeAccounts, type FakeCourierName } from './couriers.ts';
import { type FakeSmsGateway, smsControlRoutes } from './sms-gateway.ts';
import type { FakeCourierState, Fault } from './state.ts';

import { isObject } from './validation.ts';

const hasStrings = (v: unknown, fields: string[]) =>
  isObject(v) && fields.every((f) => typeof v[f] === 'string' && v[f] !== '');

const ACCOUNT_FIELDS: Record<FakeCourierName, string[]> = {
  steadfast: ['apiKey', 'secretKey'],
  pathao: ['clientId', 'clientSecret', 'username', 'password'],
  redx: ['accessToken'],
};

function parseAccounts(body: unknown): FakeAccounts | string {
  if (!isObject(body)) return 'Send { steadfast?: [...], pathao?: [...], redx?: [...] }';
  const accounts: FakeAccounts = {};
  for (const courier of FAKE_COURIERS) {
    const list = body[courier];
    if (list === undefined) continue;
    if (!Array.isArray(list)) return `${courier} must be a list of accounts`;
    const fields = ACCOUNT_FIELDS[courier];
    const bad = list.findIndex((a) => !hasStrings(a, fields));
    if (bad >= 0) return `${courier}[${bad}] needs ${fields.join(', ')}`;
    if (courier === 'steadfast' && list.some((a) => a.balance !== undefined && typeof a.balance !== 'number'))
      return 'steadfast balance must be a number (taka)';
    accounts[courier] = list as never;
  }
  return accounts;
}

function parseFault(body: unknown): { courier: FakeCourierName; fault: Fault; times: number } | string {
  if (!isObject(body))
    return 'Send { courier, kind: "latency" | "error" | "timeout" | "drop", ms?, status?, path?, times? }';
  const courier = FAKE_COURIERS.find((c) => c === body.courier);
  if (!courier) return `courier must be one of ${FAKE_COURIERS.join(', ')}`;
  const times = body.times ?? 1;
  if (!Number.isInteger(times) || (times as number) < 1) return 'times must be a whole number of at least 1';
  if (body.path !== undefined && (typeof body.path !== 'string' || body.path === ''))
    return 'path must be part of a call path, e.g. "/create_order"';
  const scope = body.path === undefined ? {} : { path: body.path as string };
  const queued = (fault: Fault) => ({ courier, fault: { ...fault, ...scope }, times: times as number });
  if (body.kind === 'latency') {
    if (!Number.isInteger(body.ms) || (body.ms as number) < 0) return 'latency needs ms (a whole number)';
    return queued({ kind: 'latency', ms: body.ms as number });
  }
  if (body.kind === 'error') {
    const status = body.status ?? 500;
    if (
      !Number.isInteger(status) ||
      (status !== 429 && ((status as number) < 500 || (status as number) > 599))
    )
      return 'error status must be 429 or between 500 and 599';
    return queued({ kind: 'error', status: status as number });
  }
  if (body.kind === 'timeout') return queued({ kind: 'timeout' });
  if (body.kind === 'drop') return queued({ kind: 'drop' });
  return 'kind must be latency, error, timeout or drop';
}

/**
 * `/_control`: how dev, demo and tests steer the fake. No auth: it is a local tool, listening on
 * 127.0.0.1 unless told otherwise.
 */
export function controlRoutes(state: FakeCourierState, sms: FakeSmsGateway) {
  const app = new Hono();

  app.get('/accounts', (c) => c.json(state.accounts()));

  app.post('/accounts', async (c) => {
    const parsed = parseAccounts(await c.req.json().catch(() => null));
    if (typeof parsed === 'string') return c.json({ error: parsed }, 400);
    state.addAccounts(parsed);
    return c.json(state.accounts(), 201);
  });

  app.post('/faults', async (c) => {
    const parsed = parseFault(await c.req.json().catch(() => null));
    if (typeof parsed === 'string') return c.json({ error: parsed }, 400);
    state.injectFault(parsed.courier, parsed.fault, parsed.times);
    return c.json({ queued: parsed }, 201);
  });

  app.route('/', controlParcelRoutes(state));
  app.route('/webhooks', controlWebhookRoutes(state));
  app.route('/sms', smsControlRoutes(sms));

  app.post('/reset', (c) => {
    state.reset();
    sms.reset();
    return c.json({ reset: true });
  });

  return app;
}
