import { Hono } from 'hono';
import {
  FAKE_COURIERS,
  type FakeAccounts,
  type FakeCourierName,
  type FakeCourierState,
  type Fault,
} from './state.ts';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
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
  if (!isObject(body)) return 'Send { courier, kind: "latency" | "error" | "timeout", ms?, status?, times? }';
  const courier = FAKE_COURIERS.find((c) => c === body.courier);
  if (!courier) return `courier must be one of ${FAKE_COURIERS.join(', ')}`;
  const times = body.times ?? 1;
  if (!Number.isInteger(times) || (times as number) < 1) return 'times must be a whole number of at least 1';
  if (body.kind === 'latency') {
    if (!Number.isInteger(body.ms) || (body.ms as number) < 0) return 'latency needs ms (a whole number)';
    return { courier, fault: { kind: 'latency', ms: body.ms as number }, times: times as number };
  }
  if (body.kind === 'error') {
    const status = body.status ?? 500;
    if (!Number.isInteger(status) || (status as number) < 500 || (status as number) > 599)
      return 'error status must be between 500 and 599';
    return { courier, fault: { kind: 'error', status: status as number }, times: times as number };
  }
  if (body.kind === 'timeout') return { courier, fault: { kind: 'timeout' }, times: times as number };
  return 'kind must be latency, error or timeout';
}

/**
 * `/_control`: how dev, demo and tests steer the fake. No auth: it is a local tool, listening on
 * 127.0.0.1 unless told otherwise.
 */
export function controlRoutes(state: FakeCourierState) {
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

  app.post('/reset', (c) => {
    state.reset();
    return c.json({ reset: true });
  });

  return app;
}
