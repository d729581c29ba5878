import type { ApiProvider } from '@chalan/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pauseCourier } from '../../couriers/pace.ts';
import {
  addApiCourier,
  moveAtCourier,
  parcelEventRows,
  type ServerWithFakeCourier,
  sentParcel,
  startCourierShop,
  watchCourierCalls,
} from '../../test/courier-fixtures.testkit.ts';
import { orderEventRows, orderRow, type SellerWithCatalogue } from '../../test/order-fixtures.testkit.ts';
import { about, MINUTE, makeDue, parcelRow, runSync } from './parcel-fixtures.testkit.ts';
import { syncBacklog } from './sync.service.ts';

let world: ServerWithFakeCourier;
let shop: SellerWithCatalogue;
beforeAll(async () => ({ world, shop } = await startCourierShop('Sync Shop')));
afterAll(() => world?.close());

describe('the background status sync (syncDueParcels)', () => {
  // [provider, a step on the way as the fake takes it and as we store it, delivered as the fake takes it]
  const stories: [ApiProvider, string, string, string][] = [
    ['steadfast', 'pending', 'pending', 'delivered'],
    ['pathao', 'In Transit', 'in-transit', 'Delivered'],
    ['redx', 'delivery-in-progress', 'delivery-in-progress', 'delivered'],
  ];
  for (const [provider, onTheWay, onTheWayRaw, delivered] of stories) {
    it(`${provider}: stores each new status once with its raw value, then stops asking when delivered`, async () => {
      const courier = await addApiCourier(shop, world.fake, provider);
      const { parcel } = await sentParcel(shop, courier);

      moveAtCourier(world.fake, courier, parcel.consignmentId, onTheWay);
      await makeDue(shop, parcel.id);
      const before = Date.now();
      expect(await runSync(world.server)).toEqual({ checked: 1, changed: 1, failed: 0, paused: 0 });
      const after = Date.now();
      expect(await parcelRow(shop, parcel.id)).toMatchObject({
        status: 'pending',
        rawStatus: onTheWayRaw,
        statusChangedAt: about(0, before, after),
        lastSyncedAt: about(0, before, after),
        // A young parcel is asked about again in half an hour.
        nextSyncAt: about(30 * MINUTE, before, after),
        syncFailures: 0,
      });
      expect(await parcelEventRows(world.server, shop, parcel.id)).toMatchObject([
        { source: 'dispatch' },
        { status: 'pending', rawStatus: onTheWayRaw, source: 'poll' },
      ]);

      // Nothing new at the courier: asked, but no history.
      await makeDue(shop, parcel.id);
      expect(await runSync(world.server)).toEqual({ checked: 1, changed: 0, failed: 0, paused: 0 });
      expect(await parcelEventRows(world.server, shop, parcel.id)).toHaveLength(2);

      moveAtCourier(world.fake, courier, parcel.consignmentId, delivered);
      await makeDue(shop, parcel.id);
      expect(await runSync(world.server)).toEqual({ checked: 1, changed: 1, failed: 0, paused: 0 });
      expect(await parcelRow(shop, parcel.id)).toMatchObject({
        status: 'delivered',
        rawStatus: 'delivered',
        nextSyncAt: null,
      });
      expect((await parcelEventRows(world.server, shop, parcel.id)).at(-1)).toMatchObject({
        status: 'delivered',
        rawStatus: 'delivered',
        source: 'poll',
      });

      const calls = watchCourierCalls(world.fake);
      try {
        expect(await runSync(world.server)).toEqual({ checked: 0, changed: 0, failed: 0, paused: 0 });
        expect(calls.paths()).toEqual([]);
      } finally {
        calls.stop();
      }
      expect(await parcelEventRows(world.server, shop, parcel.id)).toHaveLength(3);
    });
  }

  it('pathao: a first poll that repeats the booked status in other letters adds no step', async () => {
    // Pathao's booking reply says "Pending"; its status call says "pending".
    const courier = await addApiCourier(shop, world.fake, 'pathao');
    const { parcel } = await sentParcel(shop, courier);
    await makeDue(shop, parcel.id);
    expect(await runSync(world.server)).toEqual({ checked: 1, changed: 0, failed: 0, paused: 0 });
    expect(await parcelEventRows(world.server, shop, parcel.id)).toMatchObject([{ source: 'dispatch' }]);
  });

  it('leaves the order ready when the courier does not complete delivered orders (the default)', async () => {
    const courier = await addApiCourier(shop, world.fake, 'steadfast');
    const { order, parcel } = await sentParcel(shop, courier);
    const eventsBefore = await orderEventRows(world.server, shop, order.id);

    moveAtCourier(world.fake, courier, parcel.consignmentId, 'delivered');
    await makeDue(shop, parcel.id);
    await runSync(world.server);
    expect((await parcelRow(shop, parcel.id)).status).toBe('delivered');
    expect(await orderRow(world.server, shop, order.id)).toMatchObject({
      status: 'ready',
      courierStatus: 'sent',
    });
    expect(await orderEventRows(world.server, shop, order.id)).toHaveLength(eventsBefore.length);
  });

  it('completes the order of a delivered parcel when the courier is set to, as a move by no user', async () => {
    const courier = await addApiCourier(shop, world.fake, 'pathao');
    const changed = await shop.client.put(`/api/couriers/${courier.id}`, {
      name: courier.name,
      provider: 'pathao',
      mode: 'live',
      credentials: {},
      chargeInDhaka: 6_000,
      chargeOutsideDhaka: 12_000,
      status: true,
      completeOnDelivered: true,
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const { order, parcel } = await sentParcel(shop, courier);

    moveAtCourier(world.fake, courier, parcel.consignmentId, 'Delivered');
    await makeDue(shop, parcel.id);
    await runSync(world.server);
    expect(await orderRow(world.server, shop, order.id)).toMatchObject({
      status: 'completed',
      courierStatus: 'sent',
    });
    expect((await orderEventRows(world.server, shop, order.id)).at(-1)).toMatchObject({
      kind: 'status',
      fromStatus: 'ready',
      toStatus: 'completed',
      userId: null,
    });
  });
});

describe('Refresh on the courier page (POST /api/couriers/{id}/sync)', () => {
  it('asks the courier now about its parcels on their way and answers with the counts', async () => {
    const courier = await addApiCourier(shop, world.fake, 'steadfast');
    const elsewhere = await addApiCourier(shop, world.fake, 'steadfast');
    const moved = (await sentParcel(shop, courier)).parcel;
    const still = (await sentParcel(shop, courier)).parcel;
    const notThisCourier = (await sentParcel(shop, elsewhere)).parcel;
    moveAtCourier(world.fake, courier, moved.consignmentId, 'delivered');
    moveAtCourier(world.fake, elsewhere, notThisCourier.consignmentId, 'delivered');

    // Neither parcel is due: Refresh does not wait for the schedule.
    const res = await shop.client.post(`/api/couriers/${courier.id}/sync`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      key: 'courierStatusesSynced',
      message: `Asked ${courier.name} about its parcels on the way: 2 checked, 1 changed, 0 could not be read`,
      checked: 2,
      changed: 1,
      failed: 0,
    });
    expect(await parcelRow(shop, moved.id)).toMatchObject({ status: 'delivered', rawStatus: 'delivered' });
    expect((await parcelEventRows(world.server, shop, moved.id)).at(-1)).toMatchObject({ source: 'poll' });
    expect(await parcelRow(shop, still.id)).toMatchObject({
      status: 'in_review',
      lastSyncedAt: expect.any(Date),
    });
    expect(await parcelRow(shop, notThisCourier.id)).toMatchObject({
      status: 'in_review',
      lastSyncedAt: null,
    });

    world.fake.injectFault('steadfast', { kind: 'error', status: 503, path: '/status_by_cid' });
    const again = await shop.client.post(`/api/couriers/${courier.id}/sync`);
    expect(again.body).toMatchObject({
      message: `Asked ${courier.name} about its parcels on the way: 1 checked, 0 changed, 1 could not be read`,
      checked: 1,
      changed: 0,
      failed: 1,
    });
    expect((await parcelRow(shop, still.id)).syncFailures).toBe(1);
  });
});

describe('the status sync on several instances (issue 19)', () => {
  it('asks about each due parcel once per round, however many rounds run at once', async () => {
    const steadfast = await addApiCourier(shop, world.fake, 'steadfast');
    const sent = [];
    for (let i = 0; i < 4; i++) sent.push(await sentParcel(shop, steadfast));
    for (const { parcel } of sent) await makeDue(shop, parcel.id);
    const calls = watchCourierCalls(world.fake);
    try {
      // Three instances' rounds at once, on one database.
      const rounds = await Promise.all([1, 2, 3].map(() => runSync(world.server)));
      expect(rounds.reduce((n, r) => n + r.checked, 0)).toBe(4);
      const asked = calls.paths().filter((path) => path.includes('/status_by_cid/'));
      expect(asked.sort()).toEqual(
        sent.map(({ parcel }) => `/steadfast/api/v1/status_by_cid/${parcel.consignmentId}`).sort(),
      );
    } finally {
      calls.stop();
    }
    // Each has its next poll again, as a read sets it (not the round's claim).
    for (const { parcel } of sent) {
      expect((await parcelRow(shop, parcel.id)).nextSyncAt!.getTime()).toBeGreaterThan(Date.now());
    }
  });

  it('drains a backlog round after round in one run, and stops when a round asks about nothing', async () => {
    const steadfast = await addApiCourier(shop, world.fake, 'steadfast');
    const sent = [];
    for (let i = 0; i < 5; i++) sent.push(await sentParcel(shop, steadfast));
    for (const { parcel } of sent) await makeDue(shop, parcel.id);
    const { deps } = world.server;
    // Rounds of 2: three rounds in one run, the last not full.
    expect(await syncBacklog(deps, deps.database.db, () => false, 2)).toMatchObject({ checked: 5 });

    for (const { parcel } of sent) await makeDue(shop, parcel.id);
    await pauseCourier(deps.database.db, { sellerId: shop.sellerId, id: steadfast.id }, 60_000);
    // Every round is the paused courier's parcels, given back: the run ends instead of spinning.
    expect(await syncBacklog(deps, deps.database.db, () => false, 2)).toMatchObject({ checked: 0 });
  });
});
