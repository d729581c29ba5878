import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index.ts';
import { newModerator } from '../../test/fixtures.testkit.ts';
import {
  availableQtyOf,
  moveOrder,
  orderEventRows,
  orderMovements,
  orderRow,
  placeOrder,
  type SellerWithCatalogue,
  startShop,
} from '../../test/order-fixtures.testkit.ts';
import type { TestServer } from '../../test/test-server.testkit.ts';

let server: TestServer;
let shop: SellerWithCatalogue;
beforeAll(async () => ({ server, shop } = await startShop('Status Shop')));
afterAll(() => server?.close());

const sareeQty = () => availableQtyOf(server, shop, shop.products[0]!.id);
/** An order of 2 sarees. */
const twoSarees = () =>
  placeOrder(shop, { lines: [{ productId: shop.products[0]!.id, qty: 2, discount: 0 }] });
const markSent = (id: string) =>
  server.deps.database.db
    .update(orders)
    .set({ courierStatus: 'sent' })
    .where(and(eq(orders.sellerId, shop.sellerId), eq(orders.id, id)));

describe('status moves (PATCH /api/orders/{id}/status)', () => {
  it('makes every move of the status machine, each recorded as an event with who, from and to', async () => {
    const paths = [
      ['ready', 'processing', 'ready', 'completed', 'returned'],
      ['cancelled', 'returned'],
      ['ready', 'cancelled'],
    ] as const;
    for (const path of paths) {
      const order = await twoSarees();
      let from = 'processing';
      for (const to of path) {
        const res = await shop.client.patch(`/api/orders/${order.id}/status`, { status: to });
        expect(res.status, `${from} -> ${to}`).toBe(200);
        expect(res.body).toMatchObject({
          key: 'orderStatusUpdated',
          message: 'Order status updated successfully',
          order: { id: order.id, status: to, courierStatus: 'none' },
        });
        expect(res.body.order.events.at(-1)).toMatchObject({
          kind: 'status',
          fromStatus: from,
          toStatus: to,
          user: { id: shop.userId, name: 'Status Shop' },
        });
        from = to;
      }
      expect((await orderEventRows(server, shop, order.id)).map((e) => e.kind)).toEqual([
        'created',
        ...path.map(() => 'status'),
      ]);
    }
  });

  it('refuses any other move with a clear message and changes nothing', async () => {
    const order = await twoSarees();
    const refuse = async (to: string, from: string) => {
      const res = await shop.client.patch(`/api/orders/${order.id}/status`, { status: to });
      expect(res.status).toBe(409);
      expect(res.body.error).toMatchObject({
        code: 'CONFLICT',
        message: `An order that is ${from} cannot become ${to}`,
      });
    };
    await refuse('completed', 'processing');
    await refuse('returned', 'processing');
    await refuse('processing', 'processing');
    await moveOrder(shop, order.id, 'ready');
    await moveOrder(shop, order.id, 'completed');
    await refuse('cancelled', 'completed');
    await refuse('processing', 'completed');
    await moveOrder(shop, order.id, 'returned');
    for (const to of ['processing', 'ready', 'completed', 'cancelled', 'returned'])
      await refuse(to, 'returned');
    expect((await orderRow(server, shop, order.id))!.status).toBe('returned');
    expect(await orderEventRows(server, shop, order.id)).toHaveLength(4);

    const unknown = await shop.client.patch(`/api/orders/${order.id}/status`, { status: 'shipped' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields).toEqual({
      status: 'Choose a status: processing, ready, completed, cancelled or returned',
    });
  });

  it('marks an order ready by hand without touching its courier state or its stock', async () => {
    const before = await sareeQty();
    const order = await twoSarees();
    await markSent(order.id);
    const ready = await moveOrder(shop, order.id, 'ready');
    expect(ready.courierStatus).toBe('sent');
    expect(await sareeQty()).toBe(before - 2);
  });

  it('lets a Moderator move orders', async () => {
    const staff = await newModerator(server, shop, 'Rakib');
    const order = await twoSarees();
    const moved = await moveOrder(staff, order.id, 'ready');
    expect(moved.events.at(-1)!.user).toEqual({ id: staff.userId, name: 'Rakib' });
  });
});

describe('goods come back exactly once', () => {
  it('cancelling an order no courier has puts its goods back; marking it returned later adds nothing', async () => {
    const [saree, , scarf] = shop.products;
    const start = [await sareeQty(), await availableQtyOf(server, shop, scarf!.id)];
    const order = await placeOrder(shop, {
      lines: [
        { productId: saree!.id, qty: 2, discount: 0 },
        { productId: scarf!.id, qty: 3, discount: 0 },
      ],
    });
    expect([await sareeQty(), await availableQtyOf(server, shop, scarf!.id)]).toEqual([
      start[0]! - 2,
      start[1]! - 3,
    ]);
    const cancelled = await moveOrder(shop, order.id, 'cancelled');
    expect(cancelled.lines.map((l) => l.availableQty)).toEqual(start);
    expect([await sareeQty(), await availableQtyOf(server, shop, scarf!.id)]).toEqual(start);
    await moveOrder(shop, order.id, 'returned');
    expect([await sareeQty(), await availableQtyOf(server, shop, scarf!.id)]).toEqual(start);
    expect(await orderMovements(server, shop, order.id)).toEqual([
      ['order', saree!.id, -2],
      ['order', scarf!.id, -3],
      ['restock', saree!.id, 2],
      ['restock', scarf!.id, 3],
    ]);
  });

  it('a ready order cancelled before any courier has it comes back too', async () => {
    const start = await sareeQty();
    const order = await twoSarees();
    await moveOrder(shop, order.id, 'ready');
    await moveOrder(shop, order.id, 'cancelled');
    expect(await sareeQty()).toBe(start);
  });

  it('a parcel with a courier comes back when it is returned, not when it is cancelled', async () => {
    const start = await sareeQty();
    const order = await twoSarees();
    await moveOrder(shop, order.id, 'ready');
    await markSent(order.id);
    await moveOrder(shop, order.id, 'cancelled');
    expect(await sareeQty()).toBe(start - 2);
    await moveOrder(shop, order.id, 'returned');
    expect(await sareeQty()).toBe(start);
    expect((await orderMovements(server, shop, order.id)).map(([kind, , qty]) => [kind, qty])).toEqual([
      ['order', -2],
      ['restock', 2],
    ]);
  });

  it('a delivered order comes back only when it is returned', async () => {
    const start = await sareeQty();
    const order = await twoSarees();
    await moveOrder(shop, order.id, 'ready');
    await moveOrder(shop, order.id, 'completed');
    expect(await sareeQty()).toBe(start - 2);
    await moveOrder(shop, order.id, 'returned');
    expect(await sareeQty()).toBe(start);
    expect(await orderMovements(server, shop, order.id)).toHaveLength(2);
  });

  it('two cancels at once restock once: the second is refused', async () => {
    const start = await sareeQty();
    const order = await twoSarees();
    const results = await Promise.all(
      [1, 2].map(() => shop.client.patch(`/api/orders/${order.id}/status`, { status: 'cancelled' })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await sareeQty()).toBe(start);
  });
});

describe('deleting an order (DELETE /api/orders/{id})', () => {
  it('removes an open order from sight, puts its goods back and records who deleted it', async () => {
    const start = await sareeQty();
    const order = await twoSarees();
    const res = await shop.client.delete(`/api/orders/${order.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ key: 'orderDeleted', message: 'Order deleted successfully' });
    expect(await sareeQty()).toBe(start);
    expect((await orderRow(server, shop, order.id))!.deletedAt).not.toBeNull();
    const events = await orderEventRows(server, shop, order.id);
    expect(events.map((e) => [e.kind, e.userId])).toEqual([
      ['created', shop.userId],
      ['deleted', shop.userId],
    ]);
    expect(await orderMovements(server, shop, order.id)).toEqual([
      ['order', shop.products[0]!.id, -2],
      ['restock', shop.products[0]!.id, 2],
    ]);
    // Gone: it cannot be deleted, moved or edited again.
    expect((await shop.client.delete(`/api/orders/${order.id}`)).status).toBe(404);
    expect((await shop.client.patch(`/api/orders/${order.id}/status`, { status: 'ready' })).status).toBe(404);
    expect(await sareeQty()).toBe(start);
  });

  it('keeps the stock as it is when the goods are not here: delivered, with a courier, or already back', async () => {
    const start = await sareeQty();
    const delivered = await twoSarees();
    await moveOrder(shop, delivered.id, 'ready');
    await moveOrder(shop, delivered.id, 'completed');
    const withCourier = await twoSarees();
    await moveOrder(shop, withCourier.id, 'ready');
    await markSent(withCourier.id);
    const cancelled = await twoSarees();
    await moveOrder(shop, cancelled.id, 'cancelled');
    expect(await sareeQty()).toBe(start - 4);
    for (const order of [delivered, withCourier, cancelled]) {
      expect((await shop.client.delete(`/api/orders/${order.id}`)).status).toBe(200);
    }
    expect(await sareeQty()).toBe(start - 4);
    expect((await orderMovements(server, shop, cancelled.id)).map(([kind]) => kind)).toEqual([
      'order',
      'restock',
    ]);
  });

  it('lets a Moderator delete', async () => {
    const staff = await newModerator(server, shop);
    const order = await twoSarees();
    expect((await staff.client.delete(`/api/orders/${order.id}`)).status).toBe(200);
  });
});
