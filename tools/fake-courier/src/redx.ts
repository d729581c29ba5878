import { type Context, Hono } from 'hono';
import type { FakeCourierState, RedxAccount } from './state.ts';

/**
 * A sample of delivery areas in GET /areas's shape (ids and codes are the fake's own). Each sits in the
 * district its division is named after, so `?district_name=` can filter on the division.
 */
const AREAS = [
  { id: 1, name: 'Mirpur 10', post_code: 1216, division_name: 'Dhaka', zone_id: 1 },
  { id: 2, name: 'Dhanmondi', post_code: 1205, division_name: 'Dhaka', zone_id: 1 },
  { id: 3, name: 'Gulshan 1', post_code: 1212, division_name: 'Dhaka', zone_id: 1 },
  { id: 4, name: 'Uttara Sector 7', post_code: 1230, division_name: 'Dhaka', zone_id: 1 },
  { id: 5, name: 'Savar', post_code: 1340, division_name: 'Dhaka', zone_id: 2 },
  { id: 6, name: 'Agrabad', post_code: 4100, division_name: 'Chattogram', zone_id: 3 },
  { id: 7, name: 'Zindabazar', post_code: 3100, division_name: 'Sylhet', zone_id: 4 },
  { id: 8, name: 'Shaheb Bazar', post_code: 6100, division_name: 'Rajshahi', zone_id: 5 },
  { id: 9, name: 'Khalishpur', post_code: 9000, division_name: 'Khulna', zone_id: 6 },
  { id: 10, name: 'Band Road', post_code: 8200, division_name: 'Barishal', zone_id: 7 },
] as const;

/**
 * RedX OpenAPI v1.0.0-beta under `/redx/v1.0.0-beta` (shared/couriers/redx.md). Every call carries
 * `API-ACCESS-TOKEN: Bearer <token>` of a known account.
 */
export function redxRoutes(state: FakeCourierState) {
  const app = new Hono();

  app.get('/v1.0.0-beta/areas', (c) => {
    if (!accountOf(state, c)) return unauthorized(c);
    const postCode = c.req.query('post_code');
    const district = c.req.query('district_name')?.toLowerCase();
    const areas = AREAS.filter(
      (a) =>
        (!postCode || String(a.post_code) === postCode) &&
        (!district || a.division_name.toLowerCase() === district),
    );
    return c.json({ areas });
  });

  return app;
}

function accountOf(state: FakeCourierState, c: Context): RedxAccount | undefined {
  const match = /^Bearer\s+(.+)$/i.exec(c.req.header('API-ACCESS-TOKEN') ?? '');
  if (!match) return undefined;
  return state.redx.find((a) => a.accessToken === match[1]);
}

/** Missing or unknown token: HTTP 401 (RedX documents no error body; this one is the fake's guess). */
function unauthorized(c: Context) {
  return c.json({ message: 'Unauthorized' }, 401);
}
