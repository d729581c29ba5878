import { type Context, Hono } from 'hono';
import type { SteadfastAccount } from './couriers.ts';
import type { Parcel } from './parcels.ts';
import type { FakeCourierState } from './state.ts';
import { bulkEntry, consignmentReply, createSteadfastOrder, readBulkData } from './steadfast-orders.ts';
import { type Body, type FieldErrors, isObject, summary } from './validation.ts';

/**
 * Steadfast (Packzy) merchant API v1 under `/steadfast/api/v1` (shared/couriers/steadfast.md).
 * Every call carries the `Api-Key` and `Secret-Key` headers of a known account; parcels belong to it.
 */
export function steadfastRoutes(state: FakeCourierState) {
  const app = new Hono<{ Variables: { account: SteadfastAccount } }>().basePath('/api/v1');

  app.use('*', async (c, next) => {
    const account = accountOf(state, c);
    if (!account) return c.json({ status: 401, message: 'Unauthorized' }, 401);
    c.set('account', account);
    await next();
  });

  app.get('/get_balance', (c) => c.json({ status: 200, current_balance: c.var.account.balance ?? 0 }));

  app.post('/create_order', async (c) => {
    const body = await c.req.json().catch(() => null);
    const result = createSteadfastOrder(state, c.var.account.apiKey, isObject(body) ? body : {});
    if ('errors' in result) return invalid(c, result.errors);
    return c.json({
      status: 200,
      message: 'Consignment has been created successfully.',
      consignment: consignmentReply(result.parcel),
    });
  });

  app.post('/create_order/bulk-order', async (c) => {
    const body = await c.req.json().catch(() => null);
    const items = readBulkData(isObject(body) ? body.data : undefined);
    if (typeof items === 'string') return invalid(c, { data: [items] });
    const account = c.var.account.apiKey;
    return c.json(
      items.map((item: Body | null) =>
        bulkEntry(
          item,
          item
            ? createSteadfastOrder(state, account, item)
            : { errors: { data: ['The order is not an object.'] } },
        ),
      ),
    );
  });

  const statusOf = (c: Context, parcel: Parcel | undefined) =>
    parcel
      ? c.json({ status: 200, delivery_status: parcel.status })
      : c.json({ status: 404, message: 'Consignment not found' }, 404);
  app.get('/status_by_cid/:id', (c) =>
    statusOf(c, state.parcels.byId('steadfast', c.var.account.apiKey, c.req.param('id'))),
  );
  app.get('/status_by_invoice/:invoice', (c) =>
    statusOf(c, state.parcels.byInvoice('steadfast', c.var.account.apiKey, c.req.param('invoice'))),
  );
  app.get('/status_by_trackingcode/:code', (c) => {
    const code = c.req.param('code');
    const parcel = state.parcels.all('steadfast', c.var.account.apiKey).find((p) => p.trackingCode === code);
    return statusOf(c, parcel);
  });

  app.get('/fraud_check/:phone', (c) => {
    const phone = c.req.param('phone');
    if (!/^01\d{9}$/.test(phone)) return invalid(c, { phone: ['The phone must be 11 digits.'] });
    return c.json(fraudFigures(state, phone));
  });

  app.post('/create_return_request', async (c) => {
    const body = await c.req.json().catch(() => null);
    const result = state.returnRequests.create(
      state.parcels,
      state.steadfast,
      c.var.account.apiKey,
      isObject(body) ? body : {},
    );
    if ('errors' in result) return invalid(c, result.errors);
    if ('message' in result) return c.json({ status: result.status, message: result.message }, result.status);
    return c.json(result.request);
  });
  app.get('/get_return_request/:id', (c) => {
    const request = state.returnRequests.one(c.var.account.apiKey, c.req.param('id'));
    return request ? c.json(request) : c.json({ status: 404, message: 'Return request not found' }, 404);
  });
  // A bare list, as the fake's GET /payments (the contract shows no reply).
  app.get('/get_return_requests', (c) => c.json(state.returnRequests.all(c.var.account.apiKey)));

  app.get('/payments', (c) => c.json(state.payouts.list(c.var.account.apiKey)));
  app.get('/payments/:id', (c) => {
    const payout = state.payouts.one(c.var.account.apiKey, Number(c.req.param('id')));
    return payout ? c.json(payout) : c.json({ status: 404, message: 'Payment not found' }, 404);
  });

  return app;
}

function accountOf(state: FakeCourierState, c: Context): SteadfastAccount | undefined {
  const apiKey = c.req.header('Api-Key');
  const secretKey = c.req.header('Secret-Key');
  if (!apiKey || !secretKey) return undefined;
  return state.steadfast.find((a) => a.apiKey === apiKey && a.secretKey === secretKey);
}

/** Validation failure: HTTP 422, a non-200 `status` in the body and the errors by field. */
function invalid(c: Context, errors: FieldErrors) {
  return c.json({ status: 400, message: summary(errors), errors }, 422);
}

/** Steadfast's record of a phone across every merchant: the parcels here plus seeded figures. */
function fraudFigures(state: FakeCourierState, phone: string) {
  const parcels = state.parcels.all('steadfast').filter((p) => p.recipient.phone === phone);
  const seeded = state.fraudFigures.get(phone);
  const count = (statuses: string[]) => parcels.filter((p) => statuses.includes(p.status)).length;
  return {
    total_parcels: parcels.length + (seeded?.total_parcels ?? 0),
    total_delivered: count(['delivered', 'partial_delivered']) + (seeded?.total_delivered ?? 0),
    total_cancelled: count(['cancelled']) + (seeded?.total_cancelled ?? 0),
    total_fraud_reports: seeded?.total_fraud_reports ?? [],
  };
}
