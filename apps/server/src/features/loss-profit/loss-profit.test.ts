import { addDays, dhakaDate, dhakaMonthSoFar, firstOfMonth } from '@chalan/core/time';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index.ts';
import { newModerator } from '../../test/fixtures.testkit.ts';
import {
  addStockedProduct,
  type CatalogueProduct,
  moveOrder,
  placeOrder,
  type SellerWithCatalogue,
  sellerWithCatalogue,
} from '../../test/order-fixtures.testkit.ts';
import { startTestServer, type TestServer } from '../../test/test-server.testkit.ts';

/**
 * Loss Profit Details over real orders. Hand-computed March 2024 of one seller (money in poisha;
 * Saree 1,450/900 taka, Panjabi 2,200/1,500, Scarf 350/200, Bag 1,000/1,200, Gift card 500/50):
 *
 * A  1 Mar  completed  Saree ×2 (line discount 100 taka) + Scarf ×1, 10% on all (315,000 → 31,500)
 *           shares 28,000 / 3,500 → Saree 252,000 − 180,000 = 72,000; Scarf 31,500 − 20,000 = 11,500
 * B 31 Mar  completed  Panjabi ×1 + Scarf ×2, 100.01 taka on all: exact shares 7,586.97 and 2,414.03,
 *           the left-over poisha to the larger remainder → 7,587 / 2,414
 *           Panjabi 212,413 − 150,000 = 62,413; Scarf 67,586 − 40,000 = 27,586
 * C 15 Mar  completed  Bag ×3 + Gift card ×1: Bag 300,000 − 360,000 = −60,000 (a loss); Gift 50,000 − 5,000
 * D 10 Mar  completed, then returned (Panjabi)   — placed, but no sale
 * E 12 Mar  cancelled (Saree)                    — nothing
 * F 20 Mar  processing (Scarf)                   — placed, but no sale
 * G 29 Feb and H 1 Apr completed (Saree)         — outside the period
 */

let server: TestServer;
let seller: SellerWithCatalogue;
let bag: CatalogueProduct;
let gift: CatalogueProduct;

const MARCH = '/api/reports/loss-profit?from=2024-03-01&to=2024-03-31';

async function completedOrder(s: SellerWithCatalogue, overrides: Parameters<typeof placeOrder>[1]) {
  const order = await placeOrder(s, overrides);
  await moveOrder(s, order.id, 'ready');
  return moveOrder(s, order.id, 'completed');
}

beforeAll(async () => {
  server = await startTestServer();
  seller = await sellerWithCatalogue(server, 'Profit Shop');
  const [saree, panjabi, scarf] = seller.products as [CatalogueProduct, CatalogueProduct, CatalogueProduct];
  bag = await addStockedProduct(seller, seller.store.id, {
    name: 'Clearance Bag',
    salePrice: 100_000,
    liftPrice: 120_000,
    qty: 10,
  });
  gift = await addStockedProduct(seller, seller.store.id, {
    name: 'Gift card',
    salePrice: 50_000,
    liftPrice: 5_000,
    qty: 10,
  });
  await completedOrder(seller, {
    salesDate: '2024-03-01',
    lines: [
      { productId: saree.id, qty: 2, discount: 10_000 },
      { productId: scarf.id, qty: 1, discount: 0 },
    ],
    discountOnAll: { type: 'percentage', value: 1_000 },
  });
  await completedOrder(seller, {
    salesDate: '2024-03-31',
    lines: [
      { productId: panjabi.id, qty: 1, discount: 0 },
      { productId: scarf.id, qty: 2, discount: 0 },
    ],
    discountOnAll: { type: 'fixed', value: 10_001 },
  });
  await completedOrder(seller, {
    salesDate: '2024-03-15',
    lines: [
      { productId: bag.id, qty: 3, discount: 0 },
      { productId: gift.id, qty: 1, discount: 0 },
    ],
  });
  const returned = await completedOrder(seller, {
    salesDate: '2024-03-10',
    lines: [{ productId: panjabi.id, qty: 1, discount: 0 }],
  });
  await moveOrder(seller, returned.id, 'returned');
  const cancelled = await placeOrder(seller, { salesDate: '2024-03-12' });
  await moveOrder(seller, cancelled.id, 'cancelled');
  await placeOrder(seller, {
    salesDate: '2024-03-20',
    lines: [{ productId: scarf.id, qty: 1, discount: 0 }],
  });
  await completedOrder(seller, { salesDate: '2024-02-29' });
  await completedOrder(seller, { salesDate: '2024-04-01' });
});
afterAll(() => server?.close());

describe('Loss Profit Details', () => {
  it('counts placed orders, and units, revenue, cost and profit of the completed ones', async () => {
    const res = await seller.client.get(MARCH);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.from).toBe('2024-03-01');
    expect(res.body.to).toBe('2024-03-31');
    expect(res.body.summary).toEqual({
      orders: 5, // A, B, C, the returned D and the processing F
      units: 10,
      completedOrders: 3,
      revenue: 913_499, // nets: 283,500 + 279,999 + 350,000 (delivery charges are not revenue)
      cost: 755_000,
      profit: 158_499,
      marginBp: 1_735,
      band: 'red',
    });
  });

  it('lists products by profit, highest first, with discounts shared by subtotal and a loss as a loss', async () => {
    const res = await seller.client.get(MARCH);
    const [saree, panjabi, scarf] = seller.products;
    expect(res.body.products).toMatchObject({ page: 1, limit: 10, total: 5, totalPages: 1, sort: 'profit' });
    expect(res.body.products.items).toEqual([
      row(saree!.id, 'Cotton Saree', 2, 252_000, 180_000, 2_857, 'red'),
      row(panjabi!.id, 'Panjabi', 1, 212_413, 150_000, 2_938, 'red'),
      row(gift.id, 'Gift card', 1, 50_000, 5_000, 9_000, 'green'),
      row(scarf!.id, 'Scarf', 3, 99_086, 60_000, 3_944, 'red'),
      row(bag.id, 'Clearance Bag', 3, 300_000, 360_000, -2_000, 'red'),
    ]);
    const items = res.body.products.items as { revenue: number; cost: number; qty: number }[];
    expect(items.reduce((a, i) => a + i.revenue, 0)).toBe(res.body.summary.revenue);
    expect(items.reduce((a, i) => a + i.cost, 0)).toBe(res.body.summary.cost);
    expect(items.reduce((a, i) => a + i.qty, 0)).toBe(res.body.summary.units);
  });

  it('shows a period that lost money as a loss', async () => {
    const res = await seller.client.get('/api/reports/loss-profit?from=2024-03-15&to=2024-03-15');
    expect(res.body.summary).toEqual({
      orders: 1,
      units: 4,
      completedOrders: 1,
      revenue: 350_000,
      cost: 365_000,
      profit: -15_000,
      marginBp: -429,
      band: 'red',
    });
  });

  it('takes From and To as whole Dhaka sales dates, both included', async () => {
    const day = async (date: string) =>
      (await seller.client.get(`/api/reports/loss-profit?from=${date}&to=${date}`)).body.summary;
    expect(await day('2024-03-01')).toMatchObject({ orders: 1, completedOrders: 1, revenue: 283_500 });
    expect(await day('2024-03-31')).toMatchObject({ orders: 1, completedOrders: 1, revenue: 279_999 });
    expect(await day('2024-02-29')).toMatchObject({ completedOrders: 1, revenue: 145_000 });
    expect(await day('2024-04-01')).toMatchObject({ completedOrders: 1, revenue: 145_000 });
    const wider = await seller.client.get('/api/reports/loss-profit?from=2024-02-29&to=2024-04-01');
    expect(wider.body.summary).toMatchObject({ orders: 7, completedOrders: 5, revenue: 913_499 + 290_000 });
  });

  it('sorts by any column and keeps the name the product was sold under', async () => {
    const scarf = seller.products[2]!;
    await server.deps.database.db
      .update(products)
      .set({ name: 'Silk Scarf' })
      .where(and(eq(products.sellerId, seller.sellerId), eq(products.id, scarf.id)));
    const names = async (query: string) =>
      ((await seller.client.get(`${MARCH}&${query}`)).body.products.items as { name: string }[]).map(
        (i) => i.name,
      );
    expect(await names('sort=margin&dir=asc')).toEqual([
      'Clearance Bag',
      'Cotton Saree',
      'Panjabi',
      'Scarf',
      'Gift card',
    ]);
    expect(await names('sort=revenue&dir=desc')).toEqual([
      'Clearance Bag',
      'Cotton Saree',
      'Panjabi',
      'Scarf',
      'Gift card',
    ]);
    expect(await names('sort=name&dir=asc')).toEqual([
      'Clearance Bag',
      'Cotton Saree',
      'Gift card',
      'Panjabi',
      'Scarf',
    ]);
    expect((await names('sort=profit&dir=asc'))[0]).toBe('Clearance Bag');
  });

  it('pages a long product table, sharing a few poisha to the earlier lines on a tie', async () => {
    const other = await sellerWithCatalogue(server, 'Many Items');
    const items: CatalogueProduct[] = [];
    for (let i = 1; i <= 11; i++) {
      items.push(
        await addStockedProduct(other, other.store.id, {
          name: `Item ${String(i).padStart(2, '0')}`,
          salePrice: 10_000,
          liftPrice: 4_000,
          qty: 5,
        }),
      );
    }
    // 5 poisha over 11 equal lines: 0 each and all remainders equal, so lines 1–5 take one each.
    await completedOrder(other, {
      lines: items.map((p) => ({ productId: p.id, qty: 1, discount: 0 })),
      discountOnAll: { type: 'fixed', value: 5 },
    });
    const url = '/api/reports/loss-profit?from=2024-03-05&to=2024-03-05&sort=name&dir=asc';
    const first = await other.client.get(url);
    expect(first.body.products).toMatchObject({ page: 1, limit: 10, total: 11, totalPages: 2 });
    expect(first.body.products.items).toHaveLength(10);
    expect(first.body.products.items[0]).toMatchObject({ name: 'Item 01', revenue: 9_999, profit: 5_999 });
    expect(first.body.products.items[0]).toMatchObject({ marginBp: 5_999, band: 'yellow' });
    expect(first.body.products.items[5]).toMatchObject({ name: 'Item 06', revenue: 10_000, band: 'blue' });
    const second = await other.client.get(`${url}&page=2`);
    expect(second.body.products.items.map((i: { name: string }) => i.name)).toEqual(['Item 11']);
    expect(second.body.summary).toMatchObject({ completedOrders: 1, units: 11, revenue: 109_995 });
    const past = await other.client.get(`${url}&page=3`);
    expect(past.body.products).toMatchObject({ items: [], total: 11, totalPages: 2 });
    expect(past.body.summary).toEqual(second.body.summary);
    const bigger = await other.client.get(`${url}&limit=25`);
    expect(bigger.body.products).toMatchObject({ limit: 25, totalPages: 1 });
    expect(bigger.body.products.items).toHaveLength(11);
  });

  it('defaults to this month in Dhaka so far', async () => {
    const fresh = await sellerWithCatalogue(server, 'This Month');
    const today = dhakaDate(new Date());
    await completedOrder(fresh, { salesDate: today });
    await completedOrder(fresh, { salesDate: addDays(firstOfMonth(today), -1) });
    const res = await fresh.client.get('/api/reports/loss-profit');
    expect(res.status).toBe(200);
    expect([dhakaMonthSoFar(new Date()), { from: firstOfMonth(today), to: today }]).toContainEqual({
      from: res.body.from,
      to: res.body.to,
    });
    expect(res.body.summary).toMatchObject({
      orders: 1,
      completedOrders: 1,
      revenue: 145_000,
      profit: 55_000,
    });
    const blank = await fresh.client.get('/api/reports/loss-profit?from=&to=');
    expect(blank.body.summary).toEqual(res.body.summary);
  });

  it('answers wrong dates and sorts with 400 and the failing fields, never a 500', async () => {
    const fields = async (query: string) => {
      const res = await seller.client.get(`/api/reports/loss-profit?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION');
      return res.body.error.fields;
    };
    expect(await fields('from=2024-02-30&to=2024-03-31')).toEqual({
      from: 'Enter a real date such as 2024-03-05',
    });
    expect(await fields('from=2024-03-01&to=31-03-2024')).toEqual({
      to: 'Enter a real date such as 2024-03-05',
    });
    expect(await fields('from=0000-01-01&to=2024-03-31')).toEqual({
      from: 'Choose a date from 2000 to 2099',
    });
    expect(await fields('from=2024-03-31&to=2024-03-01')).toEqual({
      to: 'The From date must be on or before the To date',
    });
    expect(await fields('from=2024-01-01&to=2025-01-01')).toEqual({
      to: 'Choose a period of at most 366 days',
    });
    expect(
      Object.keys(await fields('from=2024-03-01&to=2024-03-31&sort=price&limit=7&page=0')).sort(),
    ).toEqual(['limit', 'page', 'sort']);
  });
});

describe('who sees Loss Profit Details', () => {
  it('refuses a Moderator', async () => {
    const staff = await newModerator(server, seller);
    const res = await staff.client.get(MARCH);
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('FORBIDDEN');
  });

  it('never counts another seller’s orders', async () => {
    const other = await sellerWithCatalogue(server, 'Other Shop');
    await completedOrder(other, { salesDate: '2024-03-15' });
    const mine = await seller.client.get(MARCH);
    expect(mine.body.summary).toMatchObject({ orders: 5, completedOrders: 3, revenue: 913_499 });
    expect(mine.body.products.items.map((i: { productId: string }) => i.productId)).not.toContain(
      other.products[0]!.id,
    );
    const theirs = await other.client.get(MARCH);
    expect(theirs.body.summary).toMatchObject({
      orders: 1,
      completedOrders: 1,
      revenue: 145_000,
      profit: 55_000,
    });
    expect(theirs.body.products.items).toEqual([
      row(other.products[0]!.id, 'Cotton Saree', 1, 145_000, 90_000, 3_793, 'red'),
    ]);
  });
});

function row(
  productId: string,
  name: string,
  qty: number,
  revenue: number,
  cost: number,
  marginBp: number,
  band: string,
) {
  return { productId, name, qty, revenue, cost, profit: revenue - cost, marginBp, band };
}
