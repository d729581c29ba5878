import { CSV_BOM, type OrderDetail, type OrderListItem } from '@chalan/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCache } from '../../auth/session-cache.ts';
import { orders } from '../../db/schema/index.ts';
import { newAdmin, type SignedInUser } from '../../test/fixtures.testkit.ts';
import {
  moveOrder,
  placeOrder,
  type SellerWithCatalogue,
  sellerWithCatalogue,
} from '../../test/order-fixtures.testkit.ts';
import { startTestServer, type TestServer } from '../../test/test-server.testkit.ts';
import { setMasterFlag } from '../platform/master.service.ts';

let server: TestServer;
let master: SellerWithCatalogue;
let shop: SellerWithCatalogue;
/** The shop's orders by what became of them; `extra` are ten more processing ones, oldest first. */
const made: Record<'processing' | 'ready' | 'sent' | 'completed' | 'returned' | 'cancelled', OrderDetail> =
  {} as never;
const extra: OrderDetail[] = [];
let deleted: OrderDetail;
let mastersOwn: OrderDetail;

const scarf = (seller: SellerWithCatalogue) => [{ productId: seller.products[2]!.id, qty: 1, discount: 0 }];

beforeAll(async () => {
  server = await startTestServer();
  // The master runs a shop of their own: its orders must never show on another merchant's profile.
  master = await sellerWithCatalogue(server, 'Master Shop');
  await setMasterFlag(server.deps.database.db, master.email, true);
  // Granted behind the API's back (as the CLI does): no session check cached before it stands in.
  sessionCache.clear(server.deps.database.db);
  mastersOwn = await placeOrder(master, { lines: scarf(master) });

  shop = await sellerWithCatalogue(server, 'Merchant With Orders');
  const order = () => placeOrder(shop, { lines: scarf(shop) });
  made.processing = await order();
  made.ready = await order();
  await moveOrder(shop, made.ready.id, 'ready');
  made.sent = await order();
  await moveOrder(shop, made.sent.id, 'ready');
  // As a courier dispatch leaves it (dispatch is the next issue): ready, but off the ready list.
  await server.deps.database.db
    .update(orders)
    .set({ courierStatus: 'sent' })
    .where(and(eq(orders.sellerId, shop.sellerId), eq(orders.id, made.sent.id)));
  made.completed = await order();
  await moveOrder(shop, made.completed.id, 'ready');
  await moveOrder(shop, made.completed.id, 'completed');
  made.returned = await order();
  await moveOrder(shop, made.returned.id, 'ready');
  await moveOrder(shop, made.returned.id, 'completed');
  await moveOrder(shop, made.returned.id, 'returned');
  made.cancelled = await order();
  await moveOrder(shop, made.cancelled.id, 'cancelled');
  deleted = await order();
  expect((await shop.client.delete(`/api/orders/${deleted.id}`)).status).toBe(200);
  for (let i = 0; i < 10; i++) extra.push(await order());
});
afterAll(() => server?.close());

type Page = { items: OrderListItem[]; page: number; limit: number; total: number; totalPages: number };

async function listOf(query: string, sellerId = shop.sellerId): Promise<Page> {
  const res = await master.client.get(`/api/merchants/${sellerId}/orders?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}
const codesOf = async (query: string) => (await listOf(query)).items.map((o) => o.code);

/** The CSV as bytes (the test client's text() would drop the BOM), decoded with the BOM kept. */
async function exported(sellerId: string, query: string, as: SignedInUser = master) {
  const jar = (as.client as unknown as { cookies: Map<string, string> }).cookies;
  const res = await fetch(new URL(`/api/merchants/${sellerId}/orders/export?${query}`, server.url), {
    headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/csv');
  expect(res.headers.get('content-disposition')).toContain('exported_data.csv');
  const bytes = new Uint8Array(await res.arrayBuffer());
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
}
const csvLines = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');

describe('a merchant’s orders on its profile (master)', () => {
  it('counts each tab as its list shows it; deleted orders and other sellers’ orders count for nothing', async () => {
    const res = await master.client.get(`/api/merchants/${shop.sellerId}/order-counts`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      all: 16,
      processing: 11,
      ready: 1,
      completed: 1,
      returned: 1,
      cancelled: 1,
    });
    const mine = await master.client.get(`/api/merchants/${master.sellerId}/order-counts`);
    expect(mine.body).toMatchObject({ all: 1, processing: 1 });
  });

  it('lists the merchant’s orders of each tab, newest first', async () => {
    expect(await codesOf('status=ready')).toEqual([made.ready.code]);
    expect(await codesOf('status=completed')).toEqual([made.completed.code]);
    expect(await codesOf('status=returned')).toEqual([made.returned.code]);
    const all = await listOf('status=all&limit=100');
    expect(all.total).toBe(16);
    const codes = all.items.map((o) => o.code);
    expect(codes).not.toContain(deleted.code);
    expect(codes).not.toContain(mastersOwn.code);
    expect(codes.slice(0, 2)).toEqual([extra[9]!.code, extra[8]!.code]);
    expect(codes.at(-1)).toBe(made.processing.code);
    // What the table shows: order id, date, products, price, the customer's name and phone.
    expect(all.items.find((o) => o.id === made.sent.id)).toMatchObject({
      code: made.sent.code,
      createdAt: made.sent.createdAt,
      items: [{ name: 'Scarf', qty: 1 }],
      bill: made.sent.bill,
      customer: { name: shop.customer.name, phone: shop.customer.phone },
    });
  });

  it('pages a tab with the page size chosen', async () => {
    const first = await listOf('status=processing&limit=10&page=1');
    expect(first).toMatchObject({ page: 1, limit: 10, total: 11, totalPages: 2 });
    expect(first.items.map((o) => o.code)).toEqual(extra.map((o) => o.code).reverse());
    const second = await listOf('status=processing&limit=10&page=2');
    expect(second.items.map((o) => o.code)).toEqual([made.processing.code]);
    expect((await master.client.get(`/api/merchants/${shop.sellerId}/orders?limit=7`)).status).toBe(400);
    expect((await master.client.get(`/api/merchants/${shop.sellerId}/orders?status=lost`)).status).toBe(400);
  });

  it('downloads exactly the chosen orders of that merchant as CSV with a BOM', async () => {
    const chosen = [made.completed, made.ready];
    const ids = [...chosen, mastersOwn].map((o) => o.id).join(',');
    const csv = await exported(shop.sellerId, `ids=${ids}`);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    const [header, ...rows] = csvLines(csv);
    expect(header).toBe(
      'Order ID,Date,Status,Customer,Phone,Address,Thana,District,Products,Sales (Tk),Discount (Tk),' +
        'Delivery charge (Tk),Bill (Tk),Advance (Tk),COD (Tk),Courier,Consignment ID,Note',
    );
    // Newest first; the master's own order named in ids is not the merchant's, so it is left out.
    expect(rows).toEqual([
      `${made.completed.code},2024-03-05,Delivered,Rahim Uddin,${shop.customer.phone},"House 12, Road 3",` +
        'Dhanmondi,Dhaka,Scarf × 1,350,0,60,410,0,410,Steadfast,,',
      `${made.ready.code},2024-03-05,Ready,Rahim Uddin,${shop.customer.phone},"House 12, Road 3",` +
        'Dhanmondi,Dhaka,Scarf × 1,350,0,60,410,0,410,Steadfast,,',
    ]);
    expect(csvLines(await exported(shop.sellerId, `ids=${mastersOwn.id}`))).toHaveLength(1);
    // Headed in Bangla on request, the same cells below.
    const [bnHeader, ...bnRows] = csvLines(await exported(shop.sellerId, `ids=${ids}&columns=bn`));
    expect(bnHeader?.startsWith('অর্ডার আইডি,তারিখ,স্ট্যাটাস,গ্রাহক,')).toBe(true);
    expect(bnRows).toEqual(rows);
  });

  it('answers 404 for an unknown or deleted merchant', async () => {
    const unknown = '0190c000-0000-7000-8000-000000000000';
    const gone = await newAdmin(server, 'Gone Shop');
    expect((await master.client.delete(`/api/merchants/${gone.sellerId}`)).status).toBe(200);
    for (const id of [unknown, gone.sellerId]) {
      expect((await master.client.get(`/api/merchants/${id}/orders`)).status).toBe(404);
      expect((await master.client.get(`/api/merchants/${id}/order-counts`)).status).toBe(404);
      expect(
        (await master.client.get(`/api/merchants/${id}/orders/export?ids=${made.ready.id}`)).status,
      ).toBe(404);
    }
  });

  it('refuses a non-master Admin, even for its own shop', async () => {
    for (const as of [shop, await newAdmin(server, 'Curious Shop')]) {
      for (const path of ['orders', 'order-counts', `orders/export?ids=${made.ready.id}`]) {
        expect((await as.client.get(`/api/merchants/${shop.sellerId}/${path}`)).status).toBe(403);
      }
    }
  });
});
