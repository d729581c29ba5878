import { type Context, Hono } from 'hono';
import { moveParcel } from './lifecycle.ts';
import { fromPoisha, readTaka, toPoisha } from './money.ts';
import { type RedxArea, redxAreas } from './redx-areas.ts';
import {
  createRedxParcel,
  REDX_CANCELLABLE,
  redxCharge,
  redxParcelInfo,
  redxPickupStore,
  redxTracking,
} from './redx-parcels.ts';
import type { FakeCourierState, RedxAccount } from './state.ts';
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
    const body = await c.req.json().catch(() => null);
    const details = isObject(body) && isObject(body.update_details) ? body.update_details : {};
    if (!isObject(body) || body.entity_type !== 'parcel-tracking-id' || typeof body.entity_id !== 'string')
      return c.json(
        { success: false, message: 'entity_type must be parcel-tracking-id, with entity_id' },
        400,
      );
    const parcel = state.parcels.byId('redx', c.var.account.accessToken, body.entity_id);
    if (!parcel) return notFound(c);
    if (details.property_name !== 'status' || details.new_value !== 'cancelled')
      return c.json({ success: false, message: 'Only the status can be updated, to cancelled' }, 400);
    if (!REDX_CANCELLABLE.has(parcel.status))
      return c.json({ success: false, message: `A ${parcel.status} parcel can not be cancelled` }, 400);
    const reason = typeof details.reason === 'string' && details.reason ? details.reason : undefined;
    moveParcel(state, parcel, 'cancelled', reason && `Parcel is cancelled: ${reason}`);
    return c.json({ success: true, message: 'Parcel cancelled successfully' });
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
