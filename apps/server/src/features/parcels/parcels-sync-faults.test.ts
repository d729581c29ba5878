import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parcels } from '../../db/schema/index.ts';
import {
  type ApiCourier,
  addApiCourier,
  fakeParcels,
  parcelEventRows,
  parcelRows,
  type ServerWithFakeCourier,
  sendOrder,
  startServerWithFakeCourier,
  watchCourierCalls,
} from '../../test/courier-fixtures.ts';
import {
  orderEventRows,
  orderRow,
  placeOrder,
  type SellerWithCatalogue,
  sellerWithCatalogue,
} from '../../test/order-fixtures.ts';
import { syncDueParcels } from './sync.service.ts';

let world: ServerWithFakeCourier;
let shop: SellerWithCatalogue;
beforeAll(async () => {
  world = await startServerWithFakeCourier();
  shop = await sellerWithCatalogue(world.server, 'Sync Faults Shop');
});
afterAll(() => world?.close());

const MINUTE = 60_000;
const db = () => world.server.deps.database.db;
/** One run of the background sync, as the job would do it. */
const runSync = () => syncDueParcels(world.server.deps, db());

/** A saree order sent to `courier`: the order and its parcel row. */
async function sentParcel(courier: ApiCourier) {
  const order = await placeOrder(shop, { courierId: courier.id });
  const res = await sendOrder(shop, order.id);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const [parcel] = await parcelRows(world.server, shop, order.id);
  return { order, parcel: parcel! };
}

async function parcelRow(id: string) {
  const [row] = await db()
    .select()
    .from(parcels)
    .where(and(eq(parcels.sellerId, shop.sellerId), eq(parcels.id, id)));
  return row!;
}

/** Time passing: the parcel's next poll was `ago` ms ago. */
async function makeDue(id: string, ago = MINUTE) {
  await db()
    .update(parcels)
    .set({ nextSyncAt: new Date(Date.now() - ago) })
    .where(and(eq(parcels.sellerId, shop.sellerId), eq(parcels.id, id)));
}

const moveAtCourier = (courier: ApiCourier, consignmentId: string | null, status: string) =>
  world.fake.setParcelStatus(
    { courier: courier.provider, id: consignmentId!, account: courier.account },
    status,
  );

/** A time within [from + ms, to + ms]. */
const about = (ms: number, from: number, to: number) => ({
  asymmetricMatch: (d: Date | null) => d !== null && d.getTime() >= from + ms && d.getTime() <= to + ms,
  toAsymmetricMatcher: () => `a time ${ms} ms after the run`,
});

describe('when the courier fails to answer', () => {
  it('pushes the parcel back 2 minutes after a server error, then 4, and forgets the failures on success', async () => {
    const courier = await addApiCourier(shop, world.fake, 'steadfast');
    const { parcel } = await sentParcel(courier);

    for (const [failures, wait] of [
      [1, 2 * MINUTE],
      [2, 4 * MINUTE],
    ] as const) {
      world.fake.injectFault('steadfast', { kind: 'error', status: 500, path: '/status_by_cid' });
      await makeDue(parcel.id);
      const before = Date.now();
      expect(await runSync()).toEqual({ checked: 1, changed: 0, failed: 1 });
      expect(await parcelRow(parcel.id)).toMatchObject({
        status: 'in_review',
        syncFailures: failures,
        nextSyncAt: about(wait, before, Date.now()),
      });
    }
    expect(await parcelEventRows(world.server, shop, parcel.id)).toHaveLength(1);

    moveAtCourier(courier, parcel.consignmentId, 'pending');
    await makeDue(parcel.id);
    expect(await runSync()).toEqual({ checked: 1, changed: 1, failed: 0 });
    expect(await parcelRow(parcel.id)).toMatchObject({ status: 'pending', syncFailures: 0 });
  });

  it('leaves a courier that says "too many requests" alone, and goes on with the other couriers', async () => {
    const pathao = await addApiCourier(shop, world.fake, 'pathao');
    const steadfast = await addApiCourier(shop, world.fake, 'steadfast');
    const first = (await sentParcel(pathao)).parcel;
    const second = (await sentParcel(pathao)).parcel;
    const other = (await sentParcel(steadfast)).parcel;
    await makeDue(first.id, 3 * MINUTE);
    await makeDue(second.id, 2 * MINUTE);
    await makeDue(other.id);
    moveAtCourier(steadfast, other.consignmentId, 'pending');
    world.fake.injectFault('pathao', { kind: 'error', status: 429, path: '/info' });

    const calls = watchCourierCalls(world.fake);
    try {
      const before = Date.now();
      expect(await runSync()).toEqual({ checked: 2, changed: 1, failed: 1 });
      expect(calls.paths().filter((p) => p.startsWith('/pathao/') && p.endsWith('/info'))).toEqual([
        `/pathao/aladdin/api/v1/orders/${first.consignmentId}/info`,
      ]);
      expect(await parcelRow(first.id)).toMatchObject({
        syncFailures: 1,
        nextSyncAt: about(5 * MINUTE, before, Date.now()),
      });
      // Not asked: still due, as it was.
      const waiting = await parcelRow(second.id);
      expect(waiting).toMatchObject({ syncFailures: 0, lastSyncedAt: null });
      expect(waiting.nextSyncAt!.getTime()).toBeLessThan(before);
      expect((await parcelRow(other.id)).status).toBe('pending');

      // Still paused: the courier page's Refresh does not ask it either.
      const refresh = await shop.client.post(`/api/couriers/${pathao.id}/sync`);
      expect(refresh.body).toMatchObject({ checked: 0, changed: 0, failed: 0 });
      expect(calls.paths().filter((p) => p.startsWith('/pathao/') && p.endsWith('/info'))).toHaveLength(1);
    } finally {
      calls.stop();
    }
  });
});

describe('bookings whose answer never came (Steadfast)', () => {
  /**
   * A send whose answer was lost while the lookup after it failed too: the parcel is kept unconfirmed;
   * `ago` later (no send is waiting for it any more) the background sync asks Steadfast by our invoice.
   */
  async function unconfirmedSend(courier: ApiCourier, lost: 'drop' | 'timeout') {
    const order = await placeOrder(shop, { courierId: courier.id });
    world.fake.injectFault('steadfast', { kind: lost, path: '/create_order' });
    world.fake.injectFault('steadfast', { kind: 'error', status: 500, path: '/status_by_invoice' });
    expect((await sendOrder(shop, order.id)).status).toBe(502);
    const [parcel] = await parcelRows(world.server, shop, order.id);
    expect(parcel).toMatchObject({ booking: 'unconfirmed', consignmentId: null });
    await db()
      .update(parcels)
      .set({ updatedAt: new Date(Date.now() - 3 * MINUTE) })
      .where(and(eq(parcels.sellerId, shop.sellerId), eq(parcels.id, parcel!.id)));
    return { order, parcel: parcel! };
  }

  it('finds a parcel Steadfast booked: the parcel is booked and the order ready and sent', async () => {
    const courier = await addApiCourier(shop, world.fake, 'steadfast');
    const { order, parcel } = await unconfirmedSend(courier, 'drop');
    const [atFake] = fakeParcels(world.fake, courier);

    expect(await runSync()).toEqual({ checked: 1, changed: 1, failed: 0 });
    expect(await parcelRow(parcel.id)).toMatchObject({
      booking: 'booked',
      status: 'in_review',
      nextSyncAt: expect.any(Date),
    });
    expect(await orderRow(world.server, shop, order.id)).toMatchObject({
      status: 'ready',
      courierStatus: 'sent',
    });
    // No user was there when it turned out to be sent.
    expect((await orderEventRows(world.server, shop, order.id)).map((e) => [e.kind, e.userId])).toEqual([
      ['created', shop.userId],
      ['status', null],
      ['dispatch', null],
    ]);
    expect((await parcelEventRows(world.server, shop, parcel.id)).map((e) => e.source)).toEqual(['poll']);
    expect(atFake).toMatchObject({ invoice: order.code });
  });

  it('forgets a booking Steadfast never got, so that the next send books it', async () => {
    const courier = await addApiCourier(shop, world.fake, 'steadfast');
    const { order } = await unconfirmedSend(courier, 'timeout');

    expect(await runSync()).toEqual({ checked: 1, changed: 0, failed: 1 });
    expect(await parcelRows(world.server, shop, order.id)).toEqual([]);
    expect(await orderRow(world.server, shop, order.id)).toMatchObject({
      status: 'processing',
      courierStatus: 'none',
    });
    expect((await sendOrder(shop, order.id)).status).toBe(200);
    expect(fakeParcels(world.fake, courier).map((p) => p.invoice)).toEqual([order.code]);
  });
});
