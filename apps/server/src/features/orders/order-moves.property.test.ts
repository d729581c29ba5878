import { type CourierState, canMove, createOrderBodySchema, type OrderStatus } from '@chalan/core';
import { and, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couriers, orderEvents, orders, parcels, stockMovements } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import {
  type ApiCourier,
  addApiCourier,
  moveAtCourier,
  type ServerWithFakeCourier,
  startCourierShop,
} from '../../test/courier-fixtures.testkit.ts';
import {
  addStockedProduct,
  availableQtyOf,
  orderBody,
  type SellerWithCatalogue,
} from '../../test/order-fixtures.testkit.ts';
import { sendOrder } from '../dispatch/send.service.ts';
import { makeDue, runSync } from '../parcels/parcel-fixtures.testkit.ts';
import { applyParcelNews } from '../parcels/parcel-status.service.ts';
import { markCodReceived } from '../transactions/cod-received.service.ts';
import { importPayouts } from '../transactions/payouts-import.service.ts';
import { createOrder } from './orders-write.service.ts';
import { changeOrderStatus, closeAtCourier, deleteOrder } from './orders-write-status.service.ts';

/**
 * Random sequences of moves from every source — the user (status, delete, the courier page), dispatch,
 * courier webhooks, the status sync and payouts — over a few orders, then the order rows, timelines and
 * stock are checked against the rules: every move one the status machine allows, the goods back exactly
 * once and only where DESIGN says, stock = what the product started with − what live orders still hold.
 */

const STATUSES: OrderStatus[] = ['processing', 'ready', 'completed', 'cancelled', 'returned'];
const ORDERS_PER_RUN = 3;

type Action =
  | { kind: 'status'; to: OrderStatus }
  | { kind: 'delete' }
  | { kind: 'close'; to: 'completed' | 'cancelled' | 'processing' }
  | { kind: 'send' }
  | { kind: 'webhook'; status: 'pending' | 'delivered' | 'cancelled' | 'hold' }
  | { kind: 'sync'; status: 'pending' | 'delivered' | 'cancelled' | 'hold' }
  | { kind: 'payouts' }
  | { kind: 'cod' };

const courierNews = fc.constantFrom('pending', 'delivered', 'cancelled', 'hold') as fc.Arbitrary<
  'pending' | 'delivered' | 'cancelled' | 'hold'
>;
const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({ kind: fc.constant('status' as const), to: fc.constantFrom(...STATUSES) }),
  fc.constant({ kind: 'delete' as const }),
  fc.record({
    kind: fc.constant('close' as const),
    to: fc.constantFrom('completed' as const, 'cancelled' as const, 'processing' as const),
  }),
  fc.constant({ kind: 'send' as const }),
  fc.record({ kind: fc.constant('webhook' as const), status: courierNews }),
  fc.record({ kind: fc.constant('sync' as const), status: courierNews }),
  fc.constant({ kind: 'payouts' as const }),
  fc.constant({ kind: 'cod' as const }),
);
const step = fc.record({ order: fc.nat(ORDERS_PER_RUN - 1), action });

let world: ServerWithFakeCourier;
let shop: SellerWithCatalogue;
let courier: ApiCourier;

beforeAll(async () => {
  ({ world, shop } = await startCourierShop('Moves Shop'));
  courier = await addApiCourier(shop, world.fake, 'steadfast');
  // Delivered parcels complete their orders, so courier news moves orders too.
  await world.server.deps.database.db
    .update(couriers)
    .set({ completeOnDelivered: true })
    .where(and(eq(couriers.sellerId, shop.sellerId), eq(couriers.id, courier.id)));
});
afterAll(() => world?.close());

const db = () => world.server.deps.database.db;

async function latestParcel(orderId: string) {
  const rows = await db()
    .select()
    .from(parcels)
    .where(and(eq(parcels.sellerId, shop.sellerId), eq(parcels.orderId, orderId)));
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).at(-1);
}

async function run(orderId: string, a: Action): Promise<void> {
  const { deps } = world.server;
  const writer = { sellerId: shop.sellerId, userId: shop.userId };
  switch (a.kind) {
    case 'status':
      await changeOrderStatus(deps, db(), writer, orderId, a.to);
      return;
    case 'delete':
      await deleteOrder(deps, db(), writer, orderId);
      return;
    case 'close':
      await closeAtCourier(deps, db(), writer, orderId, a.to);
      return;
    case 'send': {
      const sent = await sendOrder(deps, db(), writer, orderId);
      if (sent.outcome === 'failed') throw sent.error;
      return;
    }
    case 'webhook': {
      const parcel = await latestParcel(orderId);
      if (parcel)
        await applyParcelNews(db(), parcel, { status: a.status, rawStatus: a.status, source: 'webhook' });
      return;
    }
    case 'sync': {
      const parcel = await latestParcel(orderId);
      if (!parcel?.consignmentId) return;
      await moveAtCourier(world.fake, courier, parcel.consignmentId, a.status);
      await makeDue(shop, parcel.id);
      await runSync(world.server);
      return;
    }
    case 'payouts':
      await importPayouts(deps, db(), writer, { courierId: courier.id });
      return;
    case 'cod':
      await markCodReceived(db(), writer, { orderIds: [orderId] });
      return;
  }
}

/**
 * Replays an order's timeline as DESIGN states the rules, independently of the code under test: each
 * status line must be a move the machine allows from where the order stood; the goods come back when an
 * order no courier holds is cancelled or deleted while open, or when it is marked returned.
 */
function replay(events: (typeof orderEvents.$inferSelect)[]) {
  let status: OrderStatus = 'processing';
  let courierState: CourierState = 'none';
  let goodsBack = false;
  const illegal: string[] = [];
  for (const e of events) {
    if (e.kind === 'dispatch') courierState = 'sent';
    if (e.kind === 'code_changed') courierState = 'none';
    if (e.kind === 'deleted' && (status === 'processing' || status === 'ready') && courierState !== 'sent') {
      goodsBack = true;
    }
    if (e.kind !== 'status') continue;
    const from = e.fromStatus as OrderStatus;
    const to = e.toStatus as OrderStatus;
    if (from !== status || !canMove(from, to)) illegal.push(`${status}: ${from} -> ${to}`);
    if (to === 'returned' || (to === 'cancelled' && courierState !== 'sent')) goodsBack = true;
    const courierChange = e.changes?.courierStatus;
    if (courierChange) courierState = courierChange.to as CourierState;
    status = to;
  }
  return { status, goodsBack, illegal };
}

describe('order moves from every source', () => {
  it('never make an illegal move, restock at most once, and keep stock = start − what live orders hold', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(step, { minLength: 4, maxLength: 24 }),
        fc.array(fc.integer({ min: 1, max: 3 }), {
          minLength: ORDERS_PER_RUN,
          maxLength: ORDERS_PER_RUN,
        }),
        async (steps, quantities) => {
          const product = await addStockedProduct(shop, shop.store.id, {
            name: 'Lungi',
            salePrice: 50_000,
            qty: 40,
          });
          const writer = { sellerId: shop.sellerId, userId: shop.userId };
          const ids: string[] = [];
          for (const qty of quantities) {
            const body = orderBody(shop, { courierId: courier.id, lines: [{ productId: product.id, qty }] });
            const order = await createOrder(db(), writer, createOrderBodySchema.parse(body));
            ids.push(order.id);
          }
          for (const s of steps) {
            try {
              await run(ids[s.order]!, s.action);
            } catch (error) {
              // A refusal (not allowed from here, not found once deleted, the courier said no) is an answer.
              if (!(error instanceof AppError)) throw error;
            }
          }

          const rows = await db()
            .select()
            .from(orders)
            .where(and(eq(orders.sellerId, shop.sellerId), inArray(orders.id, ids)));
          const moves = await db()
            .select()
            .from(stockMovements)
            .where(and(eq(stockMovements.sellerId, shop.sellerId), inArray(stockMovements.orderId, ids)));
          let held = 0;
          for (const [i, id] of ids.entries()) {
            const row = rows.find((r) => r.id === id)!;
            const timeline = await db()
              .select()
              .from(orderEvents)
              .where(and(eq(orderEvents.sellerId, shop.sellerId), eq(orderEvents.orderId, id)))
              .orderBy(orderEvents.createdAt, orderEvents.id);
            const seen = replay(timeline);
            expect(seen.illegal, `order ${i}`).toEqual([]);
            expect(row.status, `order ${i}'s status is where its timeline ends`).toBe(seen.status);
            const restocks = moves.filter((m) => m.orderId === id && m.kind === 'restock');
            expect(restocks.length, `order ${i} restocked at most once`).toBeLessThanOrEqual(1);
            expect(restocks.length === 1, `order ${i} restocked exactly when the rules say`).toBe(
              seen.goodsBack,
            );
            if (!seen.goodsBack) held += quantities[i]!;
          }
          expect(await availableQtyOf(world.server, shop, product.id)).toBe(40 - held);
        },
      ),
      { numRuns: 12 },
    );
  });
});
