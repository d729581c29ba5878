import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addApiCourier,
  fakeParcels,
  moveAtCourier,
  parcelEventRows,
  parcelRows,
  type ServerWithFakeCourier,
  sendOrder,
  sentParcel,
  startCourierShop,
  watchCourierCalls,
} from '../../test/courier-fixtures.testkit.ts';
import { orderEventRows, orderRow, type SellerWithCatalogue } from '../../test/order-fixtures.testkit.ts';
import { about, MINUTE, makeDue, parcelRow, runSync, unconfirmedSend } from './parcel-fixtures.testkit.ts';

let world: ServerWithFakeCourier;
let shop: SellerWithCatalogue;
beforeAll(async () => ({ world, shop } = await startCourierShop('Sync Faults Shop')));
afterAll(() => world?.close());

describe('when the courier fails to answer', () => {
  it('pushes the parcel back 2 minutes after a server error, then 4, and forgets the failures on success', async () => {
    const courier = await addApiCourier(shop, world.fake, 'steadfast');
    const { parcel } = await sentParcel(shop, courier);

    for (const [failures, wait] of [
      [1, 2 * MINUTE],
      [2, 4 * MINUTE],
    ] as const) {
      world.fake.injectFault('steadfast', { kind: 'error', status: 500, path: '/status_by_cid' });
      await makeDue(shop, parcel.id);
      const before = Date.now();
      expect(await runSync(world.server)).toEqual({ checked: 1, changed: 0, failed: 1, paused: 0 });
      expect(await parcelRow(shop, parcel.id)).toMatchObject({
        status: 'in_review',
        syncFailures: failures,
        nextSyncAt: about(wait, before, Date.now()),
      });
    }
    expect(await parcelEventRows(world.server, shop, parcel.id)).toHaveLength(1);

    moveAtCourier(world.fake, courier, parcel.consignmentId, 'pending');
    await makeDue(shop, parcel.id);
    expect(await runSync(world.server)).toEqual({ checked: 1, changed: 1, failed: 0, paused: 0 });
    expect(await parcelRow(shop, parcel.id)).toMatchObject({ status: 'pending', syncFailures: 0 });
  });

  it('leaves a courier that says "too many requests" alone, and goes on with the other couriers', async () => {
    const pathao = await addApiCourier(shop, world.fake, 'pathao');
    const steadfast = await addApiCourier(shop, world.fake, 'steadfast');
    const first = (await sentParcel(shop, pathao)).parcel;
    const second = (await sentParcel(shop, pathao)).parcel;
    const other = (await sentParcel(shop, steadfast)).parcel;
    await makeDue(shop, first.id, 3 * MINUTE);
    await makeDue(shop, second.id, 2 * MINUTE);
    await makeDue(shop, other.id);
    moveAtCourier(world.fake, steadfast, other.consignmentId, 'pending');
    world.fake.injectFault('pathao', { kind: 'error', status: 429, path: '/info' });

    const calls = watchCourierCalls(world.fake);
    try {
      const before = Date.now();
      expect(await runSync(world.server)).toEqual({ checked: 2, changed: 1, failed: 1, paused: 1 });
      expect(calls.paths().filter((p) => p.startsWith('/pathao/') && p.endsWith('/info'))).toEqual([
        `/pathao/aladdin/api/v1/orders/${first.consignmentId}/info`,
      ]);
      expect(await parcelRow(shop, first.id)).toMatchObject({
        syncFailures: 1,
        nextSyncAt: about(5 * MINUTE, before, Date.now()),
      });
      // Not asked: still due, as it was.
      const waiting = await parcelRow(shop, second.id);
      expect(waiting).toMatchObject({ syncFailures: 0, lastSyncedAt: null });
      expect(waiting.nextSyncAt!.getTime()).toBeLessThan(before);
      expect((await parcelRow(shop, other.id)).status).toBe('pending');

      // Still paused: the courier page's Refresh does not ask it either, and says why.
      const refresh = await shop.client.post(`/api/couriers/${pathao.id}/sync`);
      expect(refresh.status).toBe(429);
      expect(refresh.body.error.message).toBe(
        `${pathao.name} is getting too many requests. Try again in a minute`,
      );
      expect(calls.paths().filter((p) => p.startsWith('/pathao/') && p.endsWith('/info'))).toHaveLength(1);
    } finally {
      calls.stop();
    }
  });
});

describe('bookings whose answer never came (Steadfast)', () => {
  it('finds a parcel Steadfast booked: the parcel is booked and the order ready and sent', async () => {
    const courier = await addApiCourier(shop, world.fake, 'steadfast');
    const { order, parcel } = await unconfirmedSend(world, shop, courier, 'drop');
    const [atFake] = fakeParcels(world.fake, courier);

    expect(await runSync(world.server)).toMatchObject({ checked: 1, changed: 1, failed: 0 });
    expect(await parcelRow(shop, parcel.id)).toMatchObject({
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
    const { order } = await unconfirmedSend(world, shop, courier, 'timeout');

    expect(await runSync(world.server)).toMatchObject({ checked: 1, changed: 0, failed: 1 });
    expect(await parcelRows(world.server, shop, order.id)).toEqual([]);
    expect(await orderRow(world.server, shop, order.id)).toMatchObject({
      status: 'processing',
      courierStatus: 'none',
    });
    expect((await sendOrder(shop, order.id)).status).toBe(200);
    expect(fakeParcels(world.fake, courier).map((p) => p.invoice)).toEqual([order.code]);
  });
});
