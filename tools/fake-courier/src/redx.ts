import { type Context, Hono } from 'hono';
import type { RedxAccount } from './couriers.ts';
import { fromPoisha, readTaka, toPoisha } from './money.ts';
import { type RedxArea, redxAreas } from './redx-areas.ts';
import {
  createRedxParcel,
  redxCharge,
  redxParcelInfo,
  redxPickupStore,
  redxTracking,
} from './redx-parcels.ts';
import { updateRedxParcel } from './redx-updates.ts';
import type { FakeCourierState } from './state.ts';
import { type FieldErrors, isObject, summary } from './validation.ts';

type Env = { Variables: { account: RedxAccount } };

/**
 * RedX OpenAPI v1.0.0-beta under `/redx/v1.0.0-beta` (shared/couriers/redx.md). Every call carries
 * `API-ACCESS-TOKEN: Bearer <token>` of a known account; parcels belong to it. Refusal bodies are
 * the fake's own (RedX documents none): 401 `{ message }`, 400 `{ message, errors }`, 404 `{ message }`.
 */
export function redxRoutes(state: FakeCourierState, areas: RedxArea[] = redxAreas()) {
  const app = new Hono<Env>().basePath('/v1.0.0-beta');

  app.use('*', async (c, next) => {
    const account = accountOf(state, c);
    if (!account) return c.json({ message: 'Unauthorized' }, 401);
    c.set('account', account);
    await next();
  });

  app.get('/areas', (c) => {
    const postCode = c.req.query('post_code');
    const district = c.req.query('district_name')?.trim().toLowerCase();
    const found = areas.filter(
      (a) =>
        (!postCode || String(a.post_code) === postCode) &&
        (!district || a.district.toLowerCase() === district),
    );
    return c.json({ areas: found.map(({ district: _, ...area }) => area) });
  });

  app.get('/pickup/stores', (c) => c.json({ pickup_stores: [redxPickupStore(state, c.var.account)] }));
  app.get('/pickup/store/info/:id', (c) => {
    const store = redxPickupStore(state, c.var.account);
    if (String(store.id) !== c.req.param('id')) return c.json({ message: 'Pickup store not found' }, 404);
    return c.json({ pickup_store: store });
  });

  app.get('/charge/charge_calculator', (c) => {
    const area = areas.find((a) => String(a.id) === c.req.query('delivery_area_id'));
    const weight = Number(c.req.query('weight') ?? 500);
    const cash = readTaka(c.req.query('cash_collection_amount') ?? '0');
    if (!area || !(weight > 0) || cash === null) return c.json({ message: 'Invalid charge request' }, 400);
    // 1% COD charge outside Dhaka, rounded to whole poisha.
    const codCharge = area.district === 'Dhaka' ? 0 : fromPoisha(Math.round(toPoisha(cash) / 100));
    return c.json({ deliveryCharge: redxCharge(area, weight), codCharge });
  });

  app.post('/parcel', async (c) => {
    const body = await c.req.json().catch(() => null);
    const result = createRedxParcel(state, c.var.account, areas, isObject(body) ? body : {});
    if ('errors' in result) return invalid(c, result.errors);
    return c.json({ tracking_id: result.parcel.consignmentId });
  });

  const parcelOf = (c: Context<Env>) =>
    state.parcels.byId('redx', c.var.account.accessToken, c.req.param('id') ?? '');
  app.get('/parcel/track/:id', (c) => {
    const parcel = parcelOf(c);
    return parcel ? c.json({ tracking: redxTracking(parcel) }) : notFound(c);
  });
  app.get('/parcel/info/:id', (c) => {
    const parcel = parcelOf(c);
    return parcel ? c.json({ parcel: redxParcelInfo(parcel) }) : notFound(c);
  });

  app.patch('/parcels', async (c) => {
    const reply = updateRedxParcel(state, c.var.account, await c.req.json().catch(() => null));
    return c.json(reply.body, reply.status);
  });

  return app;
}

function accountOf(state: FakeCourierState, c: Context): RedxAccount | undefined {
  const match = /^Bearer\s+(.+)$/i.exec(c.req.header('API-ACCESS-TOKEN') ?? '');
  if (!match) return undefined;
  return state.redx.find((a) => a.accessToken === match[1]);
}

function invalid(c: Context, errors: FieldErrors) {
  return c.json({ message: summary(errors), errors }, 400);
}

function notFound(c: Context) {
  return c.json({ message: 'Parcel not found' }, 404);
}
