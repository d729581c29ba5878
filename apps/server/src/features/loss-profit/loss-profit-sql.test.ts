import { lineProfits } from '@chalan/core/loss-profit/profit';
import fc from 'fast-check';
import { uuidv7 } from 'uuidv7';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines, orders } from '../../db/schema/index.ts';
import { sellerWithCatalogue } from '../../test/order-fixtures.testkit.ts';
import { startTestServer, type TestServer } from '../../test/test-server.testkit.ts';

/**
 * The SQL shares each order's discount on all exactly as core's allocateDiscount does: many generated
 * completed orders (written straight to the tables, as only the money matters here) must give the
 * per-product figures that core computes line by line.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

// Round prices often, so that lines tie on their remainders and the tie-break matters.
const price = fc.oneof(
  { arbitrary: fc.constantFrom(0, 100, 300, 1_000), weight: 3 },
  { arbitrary: fc.integer({ min: 0, max: 5_000_000 }), weight: 1 },
);
const line = fc.record({
  product: fc.integer({ min: 0, max: 2 }),
  salePrice: price,
  liftPrice: price,
  qty: fc.oneof(fc.constant(1), fc.integer({ min: 1, max: 20 })),
  discountPart: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 100 })),
});
/** Each line of an order is another product, so a poisha given to the wrong line shows up. */
const order = fc.record({
  lines: fc.uniqueArray(line, { selector: (l) => l.product, minLength: 1, maxLength: 3 }),
  discountPart: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 100 })),
  odd: fc.integer({ min: 0, max: 7 }),
});

describe('loss-profit SQL against core', () => {
  it('gives every product the revenue, cost and profit core computes from its lines', async () => {
    const seller = await sellerWithCatalogue(server, 'Generated Shop');
    const { db } = server.deps.database;
    const same = (product: number, salePrice: number) => ({
      product,
      salePrice,
      liftPrice: 100,
      qty: 1,
      discountPart: 0,
    });
    const generated = [
      ...fc.sample(order, { numRuns: 200, seed: 20_240_301 }),
      // Ties: 900 poisha in three equal lines, 2 on all (the first two lines take one each); then
      // 2,000 in two, 13 on all (6.5 each: the first line, Panjabi here, takes the odd poisha).
      { lines: [same(0, 300), same(1, 300), same(2, 300)], discountPart: 1, odd: 7 },
      { lines: [same(1, 1_000), same(0, 1_000)], discountPart: 1, odd: 7 },
    ];
    const expected = new Map<string, { qty: number; revenue: number; cost: number }>();
    const orderRows: (typeof orders.$inferInsert)[] = [];
    const lineRows: (typeof orderLines.$inferInsert)[] = [];
    generated.forEach((o, i) => {
      const id = uuidv7();
      const lines = o.lines.map((l) => {
        const gross = l.salePrice * l.qty;
        return {
          ...l,
          productId: seller.products[l.product]!.id,
          discount: Math.floor((gross * l.discountPart) / 100),
        };
      });
      const subtotal = lines.reduce((a, l) => a + l.salePrice * l.qty - l.discount, 0);
      // Up to the whole subtotal, often with a few odd poisha so that remainders matter.
      const discountOnAll = Math.max(
        0,
        Math.min(subtotal, Math.floor((subtotal * o.discountPart) / 100) - o.odd),
      );
      orderRows.push({
        sellerId: seller.sellerId,
        id,
        code: `GEN-${i + 1}`,
        customerId: seller.customer.id,
        storeId: seller.store.id,
        name: 'Generated',
        phone: seller.customer.phone,
        address: 'Somewhere',
        status: 'completed',
        salesDate: '2024-05-10',
        discountOnAll,
        net: subtotal - discountOnAll,
      });
      lines.forEach((l, position) => {
        lineRows.push({
          sellerId: seller.sellerId,
          orderId: id,
          productId: l.productId,
          position,
          name: 'Generated line',
          salePrice: l.salePrice,
          liftPrice: l.liftPrice,
          qty: l.qty,
          discount: l.discount,
        });
      });
      lineProfits(lines, discountOnAll).forEach((f, index) => {
        const productId = lines[index]!.productId;
        const sum = expected.get(productId) ?? { qty: 0, revenue: 0, cost: 0 };
        expected.set(productId, {
          qty: sum.qty + lines[index]!.qty,
          revenue: sum.revenue + f.revenue,
          cost: sum.cost + f.cost,
        });
      });
    });
    await db.insert(orders).values(orderRows);
    await db.insert(orderLines).values(lineRows);

    const res = await seller.client.get('/api/reports/loss-profit?from=2024-05-10&to=2024-05-10');
    expect(res.status).toBe(200);
    const got = Object.fromEntries(
      (
        res.body.products.items as {
          productId: string;
          qty: number;
          revenue: number;
          cost: number;
          profit: number;
        }[]
      ).map((p) => [p.productId, { qty: p.qty, revenue: p.revenue, cost: p.cost }]),
    );
    expect(got).toEqual(Object.fromEntries(expected));
    const total = [...expected.values()].reduce(
      (a, p) => ({ qty: a.qty + p.qty, revenue: a.revenue + p.revenue, cost: a.cost + p.cost }),
      { qty: 0, revenue: 0, cost: 0 },
    );
    expect(res.body.summary).toMatchObject({
      completedOrders: generated.length,
      units: total.qty,
      revenue: total.revenue,
      cost: total.cost,
      profit: total.revenue - total.cost,
    });
  });
});
