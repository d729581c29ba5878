import { type Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { PathaoAccount } from './couriers.ts';
import { pathaoAreas, pathaoCities, pathaoZones } from './pathao-locations.ts';
import {
  bookPathaoOrder,
  checkPathaoOrder,
  pathaoDeliveryFee,
  pathaoOrderInfo,
  pathaoStore,
} from './pathao-orders.ts';
import type { FakeCourierState } from './state.ts';
import { statusInfo } from './statuses.ts';
import { Checks, type FieldErrors, isObject } from './validation.ts';

type Env = { Variables: { account: PathaoAccount } };

const ok = (c: Context, message: string, data: unknown, code: ContentfulStatusCode = 200) =>
  c.json({ message, type: 'success', code, data }, code);
const invalid = (c: Context, errors: FieldErrors) =>
  c.json({ message: 'Please fix the given errors', type: 'error', code: 422, errors }, 422);

/**
 * Pathao's merchant calls (everything but issue-token): `Authorization: Bearer <access_token>` of a
 * token issued here, else 401 `{ message: "Unauthenticated." }`.
 */
export function pathaoMerchantRoutes(state: FakeCourierState) {
  const app = new Hono<Env>();

  app.use('*', async (c, next) => {
    const match = /^Bearer\s+(.+)$/i.exec(c.req.header('Authorization') ?? '');
    const token = match ? state.pathaoAccessTokens.get(match[1]!.trim()) : undefined;
    if (!token) return c.json({ message: 'Unauthenticated.' }, 401);
    c.set('account', token.account);
    await next();
  });

  app.get('/stores', (c) => {
    const store = pathaoStore(state, c.var.account);
    return ok(c, 'Store list fetched.', { data: [store], total: 1, current_page: 1, per_page: 1000 });
  });
  app.get('/city-list', (c) => ok(c, 'City successfully fetched.', { data: pathaoCities() }));
  app.get('/cities/:id/zone-list', (c) =>
    ok(c, 'Zone list fetched.', { data: pathaoZones(Number(c.req.param('id'))) }),
  );
  app.get('/zones/:id/area-list', (c) =>
    ok(c, 'Area list fetched.', { data: pathaoAreas(Number(c.req.param('id'))) }),
  );

  app.post('/merchant/price-plan', async (c) => {
    const body = await c.req.json().catch(() => null);
    const checks = new Checks(isObject(body) ? body : {});
    checks.number('store_id', { required: true, integer: true });
    checks.oneOf('item_type', [1, 2]);
    checks.oneOf('delivery_type', [48, 12]);
    const weight = checks.number('item_weight', { required: true, min: 0.5, max: 10 });
    const city = checks.number('recipient_city', { required: true, integer: true });
    checks.number('recipient_zone', { required: true, integer: true });
    if (!checks.ok || weight === undefined) return invalid(c, checks.errors);
    const price = pathaoDeliveryFee(city === 1, weight);
    return ok(c, 'price', {
      price,
      discount: 0,
      promo_discount: 0,
      plan_id: 1,
      cod_enabled: 1,
      cod_percentage: 0.01,
      additional_charge: 0,
      final_price: price,
    });
  });

  app.post('/orders', async (c) => {
    const body = await c.req.json().catch(() => null);
    const checked = checkPathaoOrder(state, c.var.account, isObject(body) ? body : {});
    if ('errors' in checked) return invalid(c, checked.errors);
    const parcel = bookPathaoOrder(state, checked);
    return ok(c, 'Order Created Successfully', {
      consignment_id: parcel.consignmentId,
      merchant_order_id: parcel.invoice,
      order_status: 'Pending',
      delivery_fee: parcel.deliveryCharge,
    });
  });

  // All or nothing: an invalid item refuses the call; the ids arrive by `order.created` webhooks.
  app.post('/orders/bulk', async (c) => {
    const body = await c.req.json().catch(() => null);
    const orders = isObject(body) ? body.orders : undefined;
    if (!Array.isArray(orders) || orders.length === 0)
      return invalid(c, { orders: ['The orders field is required.'] });
    const taken = new Set<string>();
    const checked = orders.map((order, i) =>
      checkPathaoOrder(state, c.var.account, isObject(order) ? order : {}, `orders.${i}.`, taken),
    );
    const errors = Object.assign({}, ...checked.map((r) => ('errors' in r ? r.errors : {})));
    if (Object.keys(errors).length > 0) return invalid(c, errors);
    for (const order of checked) if ('fields' in order) bookPathaoOrder(state, order);
    return ok(
      c,
      'Your bulk order creation request is accepted, please wait some time to complete order creation.',
      true,
      202,
    );
  });

  app.get('/orders/:id/info', (c) => {
    const parcel = state.parcels.byId('pathao', c.var.account.clientId, c.req.param('id'));
    if (!parcel) return c.json({ message: 'Order not found', type: 'error', code: 404 }, 404);
    const label = statusInfo('pathao', parcel.status).label ?? parcel.status;
    return ok(c, 'Order info', pathaoOrderInfo(parcel, label));
  });

  return app;
}
