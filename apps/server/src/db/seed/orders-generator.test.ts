import { computeTotals, ORDER_STATUSES } from '@chalan/core';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SellerWithCatalogue, sellerWithCatalogue } from '../../test/order-fixtures.testkit.ts';
import { startTestServer, type TestServer } from '../../test/test-server.testkit.ts';
import {
  customers,
  orderCodes,
  orderEvents,
  orderLines,
  orders,
  products,
  stockMovements,
} from '../schema/index.ts';
import { generateOrders, seededRandom } from './orders-generator.ts';

let server: TestServer;
let seller: SellerWithCatalogue;
const NOW = new Date('2026-03-05T09:07:00Z');
const run = { customers: 30, orders: 120, days: 30, now: NOW };

beforeAll(async () => {
  server = await startTestServer();
  seller = await sellerWithCatalogue(server, 'Generated Shop');
  await generateOrders(server.deps.database.db, seller, { ...run, random: seededRandom(42) });
});
afterAll(() => server?.close());

const db = () => server.deps.database.db;

describe('orders generator', () => {
  it('writes the asked customers (valid, unique phones, real places) and orders with totals by the one definition', async () => {
    const customerRows = await db().select().from(customers).where(eq(customers.sellerId, seller.sellerId));
    expect(customerRows).toHaveLength(run.customers + 2); // the two of the fixture
    expect(new Set(customerRows.map((c) => c.phone)).size).toBe(customerRows.length);
    expect(customerRows.every((c) => /^01[3-9]\d{8}$/.test(c.phone))).toBe(true);
    expect(customerRows.filter((c) => c.district === 'Dhaka').length).toBeGreaterThan(run.customers / 5);

    const orderRows = await db().select().from(orders).where(eq(orders.sellerId, seller.sellerId));
    expect(orderRows).toHaveLength(run.orders);
    const lines = await db()
      .select()
      .from(orderLines)
      .where(eq(orderLines.sellerId, seller.sellerId))
      .orderBy(asc(orderLines.position));
    for (const order of orderRows) {
      const own = lines.filter((l) => l.orderId === order.id);
      expect(own.length).toBeGreaterThanOrEqual(1);
      expect(own.length).toBeLessThanOrEqual(3);
      const { subtotal: _, ...expected } = computeTotals({
        lines: own,
        discountOnAll: { type: order.discountOnAllType, value: order.discountOnAllValue },
        deliveryCharge: order.deliveryCharge,
        advance: order.advance,
      });
      expect(order).toMatchObject(expected);
      const courierCharge = order.district === 'Dhaka' ? 6_000 : 12_000;
      expect(order.deliveryCharge).toBe(courierCharge);
      expect(order.createdAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
      expect(order.createdAt.getTime()).toBeGreaterThan(NOW.getTime() - (run.days + 1) * 86_400_000);
    }
    expect(new Set(orderRows.map((o) => o.status))).toEqual(new Set(ORDER_STATUSES));
    expect(orderRows.filter((o) => o.status === 'completed').length).toBeGreaterThan(run.orders / 3);
    expect(orderRows.some((o) => o.lineDiscounts > 0 || o.discountOnAll > 0)).toBe(true);
    expect(orderRows.some((o) => o.advance > 0)).toBe(true);
  });

  it('gives every order a unique id recorded in order_codes, a created event, one status event per move and its COD receipt', async () => {
    const orderRows = await db().select().from(orders).where(eq(orders.sellerId, seller.sellerId));
    expect(new Set(orderRows.map((o) => o.code)).size).toBe(orderRows.length);
    const codes = await db().select().from(orderCodes).where(eq(orderCodes.sellerId, seller.sellerId));
    expect(codes.map((c) => `${c.orderId}:${c.code}`).sort()).toEqual(
      orderRows.map((o) => `${o.id}:${o.code}`).sort(),
    );
    const events = await db()
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.sellerId, seller.sellerId))
      .orderBy(asc(orderEvents.createdAt));
    for (const order of orderRows) {
      const own = events.filter((e) => e.orderId === order.id);
      expect(own[0]).toMatchObject({ kind: 'created', userId: seller.userId });
      const moves = own.slice(1).filter((e) => e.kind === 'status');
      // Besides its moves, a completed order whose COD has come has the edit that recorded it.
      expect(own.slice(1).filter((e) => e.kind !== 'status')).toMatchObject(
        order.codReceivedAt ? [{ kind: 'edited', createdAt: order.codReceivedAt }] : [],
      );
      if (order.codReceivedAt) expect(order.status).toBe('completed');
      // The moves chain from processing to the order's status.
      let at = 'processing';
      for (const m of moves) {
        expect(m.fromStatus).toBe(at);
        at = m.toStatus!;
      }
      expect(at).toBe(order.status);
    }
  });

  it('keeps every product at its quantity plus its order and restock movements, never below 0', async () => {
    const movements = await db()
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.sellerId, seller.sellerId));
    const productRows = await db().select().from(products).where(eq(products.sellerId, seller.sellerId));
    for (const product of productRows) {
      const own = movements.filter((m) => m.productId === product.id);
      const sum = (kinds: string[]) =>
        own.filter((m) => kinds.includes(m.kind)).reduce((total, m) => total + m.qtyChange, 0);
      expect(sum(['initial', 'stock_in'])).toBe(product.qty);
      expect(product.availableQty).toBe(product.qty + sum(['order', 'restock']));
      expect(product.availableQty).toBeGreaterThan(0);
      // Replayed in time order, stock never went below 0.
      let level = 0;
      for (const m of own.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())) {
        level += m.qtyChange;
        expect(level).toBeGreaterThanOrEqual(0);
      }
    }
    // Goods come back once: only cancelled and returned orders have restocks, each exactly what it took.
    const orderRows = await db().select().from(orders).where(eq(orders.sellerId, seller.sellerId));
    for (const order of orderRows) {
      const own = movements.filter((m) => m.orderId === order.id);
      const out = -own.reduce((total, m) => total + m.qtyChange, 0);
      const restocked = order.status === 'cancelled' || order.status === 'returned';
      expect(out === 0).toBe(restocked);
    }
  });

  it('shows the orders through the API: all of them, and each status list with its count', async () => {
    const all = await seller.client.get('/api/orders?status=all&limit=100');
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(run.orders);
    expect(all.body.items).toHaveLength(100);
    const orderRows = await db().select().from(orders).where(eq(orders.sellerId, seller.sellerId));
    for (const status of ORDER_STATUSES) {
      const res = await seller.client.get(`/api/orders?status=${status}`);
      expect(res.body.total, status).toBe(orderRows.filter((o) => o.status === status).length);
    }
    const first = orderRows[0]!;
    const byPhone = await seller.client.get(`/api/orders?status=all&search=${first.phone}`);
    expect(byPhone.body.items.map((o: { id: string }) => o.id)).toContain(first.id);
  });

  it('makes the same data from the same seed', async () => {
    const twin = await sellerWithCatalogue(server, 'Twin Shop');
    await generateOrders(db(), twin, { ...run, random: seededRandom(42) });
    const summary = async (sellerId: string) =>
      (
        await db()
          .select({ code: orders.code, name: orders.name, bill: orders.bill, status: orders.status })
          .from(orders)
          .where(eq(orders.sellerId, sellerId))
          .orderBy(asc(orders.createdAt))
      ).map((o) => Object.values(o).join(' '));
    expect(await summary(twin.sellerId)).toEqual(await summary(seller.sellerId));
  });
});
