import { dhakaDate } from '@chalan/core';
import { DEFAULT_SMS_TEMPLATES } from '@chalan/core/sms/templates';
import { eq, type SQL, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { sessionCache } from '../auth/session-cache.ts';
import { users } from '../db/schema/index.ts';
import { newAdmin, newModerator, PASSWORD, type SignedInUser, uniqueEmail } from './fixtures.testkit.ts';
import { orderTestPhone, type SellerWithCatalogue, sellerWithCatalogue } from './order-fixtures.testkit.ts';
import type { TestServer } from './test-server.testkit.ts';

/**
 * The world the malformed-input test sends its garbage into: a master Admin's seller with a catalogue, an
 * order, a Moderator and one courier per API provider (for their webhooks), and a valid body for every
 * JSON operation, which the test then breaks one property at a time.
 */

export interface FuzzWorld {
  shop: SellerWithCatalogue;
  moderator: SignedInUser;
  orderId: string;
  supplierId: string;
  /** Another merchant, for the master's merchant routes. */
  otherSellerId: string;
  couriers: Record<'steadfast' | 'pathao' | 'redx', { id: string; secret: string; url: string }>;
  importCsv: string;
}

/** Well-formed, but no record has it: requests that need no real record reach validation and stop there. */
export const UNKNOWN_ID = '01a1fcf7-0000-7000-8000-000000000000';

const API_COURIERS = {
  steadfast: { apiKey: 'fuzz-key', secretKey: 'fuzz-secret' },
  pathao: { clientId: 'id', clientSecret: 'secret', username: 'fuzz@example.com', password: 'pass' },
  redx: { accessToken: 'fuzz-token' },
} as const;

export async function fuzzWorld(server: TestServer): Promise<FuzzWorld> {
  const shop = await sellerWithCatalogue(server, 'Fuzz Shop');
  // The master routes take input too.
  await server.deps.database.db.update(users).set({ master: true }).where(eq(users.id, shop.userId));
  sessionCache.clear(server.deps.database.db);
  const moderator = await newModerator(server, shop);
  const order = await shop.client.post('/api/orders', {
    ...orderSample(shop),
    lines: [{ productId: shop.products[0]!.id, qty: 1 }],
  });
  expect(order.status, JSON.stringify(order.body)).toBe(201);
  const couriers = {} as FuzzWorld['couriers'];
  for (const [provider, credentials] of Object.entries(API_COURIERS)) {
    const created = await shop.client.post('/api/couriers', {
      name: `Fuzz ${provider}`,
      provider,
      mode: 'sandbox',
      credentials,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.courier.id as string;
    const hook = await shop.client.get(`/api/couriers/${id}/webhook`);
    expect(hook.status).toBe(200);
    couriers[provider as keyof typeof API_COURIERS] = { id, secret: hook.body.secret, url: hook.body.url };
  }
  const supplier = await shop.client.post('/api/suppliers', { name: 'Fuzz Supplier' });
  expect(supplier.status, JSON.stringify(supplier.body)).toBe(201);
  const other = await newAdmin(server, 'Fuzz Other');
  const sample = await shop.client.get('/api/order-imports/sample');
  expect(sample.status).toBe(200);
  return {
    shop,
    moderator,
    orderId: order.body.order.id,
    supplierId: supplier.body.supplier.id,
    otherSellerId: other.sellerId,
    couriers,
    importCsv: sample.body,
  };
}

const orderSample = (shop: SellerWithCatalogue) => ({
  customerId: shop.customer.id,
  storeId: shop.store.id,
  salesDate: dhakaDate(new Date()),
  refNo: 'FB-1',
  courierId: shop.courier.id,
  paymentType: 'COD',
  lines: [{ productId: shop.products[1]!.id, qty: 1, discount: 0 }],
  discountOnAll: { type: 'fixed', value: 0 },
  advance: 0,
  note: 'Call first',
});

const productSample = (shop: SellerWithCatalogue) => ({
  name: 'Fuzz Panjabi',
  description: 'Cotton',
  brand: 'Aarong',
  country: 'Bangladesh',
  supplierId: null,
  storeId: shop.store.id,
  liftPrice: 100_000,
  salePrice: 150_000,
  qty: 5,
});

const customerSample = () => ({
  phone: orderTestPhone(),
  name: 'Karim',
  address: 'House 1, Road 2',
  district: 'Dhaka',
  thana: 'Dhanmondi',
  link: 'https://facebook.com/karim',
});

const storeSample = () => ({
  name: 'Fuzz Store',
  phone: '01712345678',
  address: 'House 3',
  district: 'Dhaka',
  area: 'Dhanmondi',
  zip: '1205',
  status: true,
});

const courierSample = () => ({
  name: 'Fuzz Courier',
  provider: 'steadfast',
  mode: 'sandbox',
  credentials: { apiKey: 'key', secretKey: 'secret' },
  chargeInDhaka: 6_000,
  chargeOutsideDhaka: 12_000,
  status: true,
  completeOnDelivered: false,
});

const steadfastEvent = {
  notification_type: 'delivery_status',
  consignment_id: 1234,
  invoice: 'ABC123',
  status: 'delivered',
  tracking_message: 'Delivered',
  updated_at: '2025-01-01 10:00:00',
};

export interface Sample {
  /** Path parameters to use instead of UNKNOWN_ID (a real record, so the body is what gets refused). */
  params?: Record<string, string>;
  headers?: Record<string, string>;
  body: unknown;
}

/**
 * A valid body for every operation that takes JSON, keyed "METHOD /api/path". The test breaks each of
 * its properties in turn; every broken body must be refused, so nothing it sends is stored.
 */
export function jsonSamples(world: FuzzWorld): Record<string, Sample> {
  const { shop, moderator, orderId, supplierId, otherSellerId, couriers } = world;
  const account = { email: uniqueEmail('fuzz'), password: PASSWORD };
  const product = { id: shop.products[0]!.id };
  const hook = (provider: keyof FuzzWorld['couriers'], headers: Record<string, string>) => ({
    params: { courierId: couriers[provider].id },
    headers,
    body: steadfastEvent,
  });
  return {
    'POST /api/account/register/merchant': { body: { shopName: 'Fuzz Two', ...account } },
    'POST /api/account/register/employee': {
      body: { name: 'Fuzz Staff', ...account, merchantId: shop.sellerId },
    },
    'POST /api/account/login': { body: account },
    'POST /api/account/resend-verification': { body: { email: account.email } },
    'PUT /api/account/preferences': { body: { language: 'bn', latinDigits: true } },
    'PUT /api/profile': {
      body: { name: 'Fuzz Shop', email: shop.email, phone: '01712345678', address: 'Road 1', city: 'Dhaka' },
    },
    'POST /api/users': { body: { name: 'Fuzz User', ...account, role: 'Moderator', status: true } },
    'PUT /api/users/{id}': {
      params: { id: moderator.userId },
      body: { name: 'Staff', email: moderator.email, role: 'Moderator' },
    },
    'PATCH /api/users/{id}/status': { params: { id: moderator.userId }, body: { status: true } },
    'POST /api/products': { body: productSample(shop) },
    'PUT /api/products/{id}': { params: product, body: productSample(shop) },
    'POST /api/products/{id}/stock-in': { params: product, body: { qty: 1 } },
    'POST /api/stores': { body: storeSample() },
    'PUT /api/stores/{id}': { params: { id: shop.store.id }, body: storeSample() },
    'POST /api/suppliers': { body: { name: 'Fuzz Supplier', phone: '01712345678', address: 'Road 4' } },
    'PUT /api/suppliers/{id}': {
      params: { id: supplierId },
      body: { name: 'Fuzz Supplier', phone: '01712345678', address: 'Road 4', status: true },
    },
    'POST /api/couriers': { body: courierSample() },
    'PUT /api/couriers/{id}': { params: { id: couriers.steadfast.id }, body: courierSample() },
    'PUT /api/couriers/choice-settings': {
      body: { rule: 'by_district', districts: [{ district: 'Dhaka', courierId: couriers.steadfast.id }] },
    },
    'PUT /api/sms/settings': {
      body: {
        confirmOnSave: false,
        linkAfterDispatch: false,
        gatewayUrl: 'http://bulksmsbd.net/api/smsapi',
        apiKey: 'fuzz-sms-key',
        senderId: '8809617000000',
        confirmTemplate: DEFAULT_SMS_TEMPLATES.confirm,
        dispatchTemplate: DEFAULT_SMS_TEMPLATES.dispatched,
      },
    },
    'POST /api/sms/test': { body: { phone: '01712345678' } },
    'POST /api/customers': { body: customerSample() },
    'PUT /api/customers/{id}': { params: { id: shop.customer.id }, body: customerSample() },
    'POST /api/merchants': { body: { shopName: 'Fuzz Three', ...account } },
    'PUT /api/merchants/{id}': {
      params: { id: otherSellerId },
      body: { shopName: 'Fuzz Other', email: uniqueEmail('fuzz') },
    },
    'PATCH /api/merchants/{id}/status': { params: { id: otherSellerId }, body: { status: true } },
    'POST /api/orders': { body: orderSample(shop) },
    'POST /api/orders/parse-chat': { body: { text: 'Rina, 01712345678, Mirpur, Dhaka. Saree 2ta' } },
    'PATCH /api/orders/{id}/status': { params: { id: orderId }, body: { status: 'ready' } },
    'PUT /api/orders/{id}': {
      params: { id: orderId },
      body: {
        ...orderSample(shop),
        customerId: undefined,
        storeId: undefined,
        salesDate: undefined,
        name: 'Karim',
        phone: '01712345678',
        address: 'House 1',
        district: 'Dhaka',
        thana: 'Dhanmondi',
      },
    },
    'POST /api/dispatch-batches': { body: { ids: [UNKNOWN_ID] } },
    'POST /api/orders/{id}/courier-close': { params: { id: orderId }, body: { status: 'completed' } },
    'POST /api/couriers/{id}/sync': { params: { id: couriers.steadfast.id }, body: { first: [UNKNOWN_ID] } },
    'POST /api/couriers/{id}/complete-delivered': {
      params: { id: couriers.steadfast.id },
      body: { orderIds: [orderId] },
    },
    'POST /api/hold-desk/{id}/notes': { params: { id: UNKNOWN_ID }, body: { text: 'Called at 4 pm' } },
    'POST /api/hold-desk/{id}/will-take': {
      params: { id: UNKNOWN_ID },
      body: { willTake: true, note: 'Will pay on Sunday' },
    },
    'POST /api/hold-desk/{id}/resend': { params: { id: UNKNOWN_ID }, body: { courierId: couriers.redx.id } },
    'POST /api/webhooks/steadfast/{courierId}': hook('steadfast', {
      authorization: `Bearer ${couriers.steadfast.secret}`,
    }),
    'POST /api/webhooks/pathao/{courierId}': hook('pathao', { 'x-pathao-signature': couriers.pathao.secret }),
    'POST /api/webhooks/redx/{token}': {
      params: { token: couriers.redx.url.split('/').at(-1)! },
      body: { tracking_number: '1234', status: 'delivered', message_en: 'Delivered' },
    },
    'POST /api/transactions/cod-received': {
      body: { orderIds: [UNKNOWN_ID], receivedOn: '2025-01-01', amount: 100 },
    },
    'POST /api/transactions/cod-received/undo': { body: { orderIds: [UNKNOWN_ID] } },
    'POST /api/transactions/payouts/import': { body: { courierId: UNKNOWN_ID } },
  };
}

/**
 * Every table's row count and a digest of its rows, so the test sees any row written, changed or removed.
 * Sessions are left out: a session check may extend the Admin's own session; and the failed sign-ins, which
 * a refused sign-in counts, as it must.
 */
export async function databaseDigest(server: TestServer): Promise<Record<string, string>> {
  const { db } = server.deps.database;
  const rows = async <T>(query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const tables = await rows<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE'
          and table_name not in ('sessions', 'login_failures')
        order by 1`,
  );
  // One query for every table: the test takes a digest after each operation.
  const digests = await rows<{ name: string; n: number; h: string | null }>(
    sql.join(
      tables.map(
        ({ name }) =>
          sql`select ${name}::text as name, count(*)::int as n,
                md5(string_agg(md5(t::text), '' order by md5(t::text))) as h
              from ${sql.identifier(name)} t`,
      ),
      sql` union all `,
    ),
  );
  return Object.fromEntries(digests.map((d) => [d.name, `${d.n} ${d.h ?? ''}`]));
}
