import { type Context, Hono } from 'hono';
import type { FakeCourierState, SteadfastAccount } from './state.ts';

/**
 * Steadfast (Packzy) merchant API v1 under `/steadfast/api/v1` (shared/couriers/steadfast.md).
 * Every call carries the `Api-Key` and `Secret-Key` headers of a known account.
 */
export function steadfastRoutes(state: FakeCourierState) {
  const app = new Hono();

  app.get('/api/v1/get_balance', (c) => {
    const account = accountOf(state, c);
    if (!account) return unauthorized(c);
    return c.json({ status: 200, current_balance: account.balance ?? 0 });
  });

  return app;
}

function accountOf(state: FakeCourierState, c: Context): SteadfastAccount | undefined {
  const apiKey = c.req.header('Api-Key');
  const secretKey = c.req.header('Secret-Key');
  if (!apiKey || !secretKey) return undefined;
  return state.steadfast.find((a) => a.apiKey === apiKey && a.secretKey === secretKey);
}

/** Missing or wrong keys: HTTP 401 (the body's wording is unverified; see the README). */
function unauthorized(c: Context) {
  return c.json({ status: 401, message: 'Unauthorized' }, 401);
}
