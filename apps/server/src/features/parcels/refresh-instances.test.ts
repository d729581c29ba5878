import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RefreshRuns } from '../../app-env.ts';
import { refreshRuns } from '../../db/schema/index.ts';
import {
  type ApiCourier,
  addApiCourier,
  type ServerWithFakeCourier,
  sentParcel,
  startCourierShop,
  watchCourierCalls,
} from '../../test/courier-fixtures.testkit.ts';
import type { SellerWithCatalogue } from '../../test/order-fixtures.testkit.ts';
import { makeDue, runSync } from './parcel-fixtures.testkit.ts';
import { startRefreshRuns } from './refresh-runs.ts';

/**
 * Issue 19: a courier page's Refresh lives in the database, so behind a load balancer the screen's polls
 * may land on any instance; a second Refresh on another instance joins the running one; a run whose
 * instance died reads as stopped and leaves its courier to the background sync.
 */

let world: ServerWithFakeCourier;
let shop: SellerWithCatalogue;
let other: RefreshRuns;
beforeAll(async () => {
  ({ world, shop } = await startCourierShop('Refresh Instances Shop'));
  const { deps } = world.server;
  // A second instance on the same database.
  other = startRefreshRuns({ ...deps, config: { ...deps.config, INSTANCE_ID: 'instance-b' } });
});
afterAll(async () => {
  await other?.stop();
  await world?.close();
});

async function courierWithParcels(count: number) {
  const courier = await addApiCourier(shop, world.fake, 'steadfast');
  const sent = [];
  for (let i = 0; i < count; i++) sent.push(await sentParcel(shop, courier));
  return { courier, sent };
}

const runRow = async (courier: ApiCourier) =>
  (
    await world.server.deps.database.db
      .select()
      .from(refreshRuns)
      .where(and(eq(refreshRuns.sellerId, shop.sellerId), eq(refreshRuns.courierId, courier.id)))
  )[0]!;

/** What a dead instance leaves: a run nobody renews. */
const leaseRunsOut = (courier: ApiCourier) =>
  world.server.deps.database.db
    .update(refreshRuns)
    .set({ leaseUntil: new Date(Date.now() - 1_000) })
    .where(and(eq(refreshRuns.sellerId, shop.sellerId), eq(refreshRuns.courierId, courier.id)));

describe('a Refresh across instances', () => {
  it('shows its progress on every instance, and a second Refresh elsewhere joins it: each parcel asked once', async () => {
    const { courier, sent } = await courierWithParcels(4);
    world.fake.injectFault('steadfast', { kind: 'latency', ms: 300, path: '/status_by_cid' }, 4);
    const calls = watchCourierCalls(world.fake);
    try {
      const started = await shop.client.post(`/api/couriers/${courier.id}/sync`, {
        first: [sent[0]!.parcel.id],
      });
      expect(started.body).toMatchObject({ running: true, total: 4 });

      // The screen polls through the other instance, and its Refresh asks for the last parcel first.
      const joined = await other.start(shop.sellerId, courier.id, [sent[3]!.parcel.id]);
      expect(joined).toMatchObject({ running: true, total: 4 });
      expect(joined.checked).toBeGreaterThanOrEqual(2);
      expect((await runRow(courier)).leaseOwner).toBe(world.server.deps.config.INSTANCE_ID);

      await world.server.deps.jobs.refresh.idle();
      const done = await other.progress(shop.sellerId, courier.id);
      expect(done).toMatchObject({ running: false, total: 4, checked: 4, failed: 0 });
      const asked = calls.paths().filter((p) => p.includes('/status_by_cid/'));
      expect(asked).toHaveLength(4);
      expect(new Set(asked).size).toBe(4);
    } finally {
      calls.stop();
    }
  });

  it('reads as stopped when its instance died, and the background sync then takes the courier back', async () => {
    const { courier, sent } = await courierWithParcels(2);
    for (const { parcel } of sent) await makeDue(shop, parcel.id);
    // Instance b begins a Refresh and dies before asking anything: its queue stays in the database.
    const { db } = world.server.deps.database;
    await db.insert(refreshRuns).values({
      sellerId: shop.sellerId,
      courierId: courier.id,
      courierName: courier.name,
      byInvoice: true,
      queue: [],
      total: 2,
      leaseOwner: 'instance-dead',
      leaseUntil: new Date(Date.now() + 60_000),
      startedAt: new Date(),
    });
    const calls = watchCourierCalls(world.fake);
    try {
      // While its lease holds, the sync leaves the courier to the Refresh.
      expect(await runSync(world.server)).toMatchObject({ checked: 0 });
      await leaseRunsOut(courier);
      const progress = await shop.client.get(`/api/couriers/${courier.id}/sync`);
      expect(progress.body).toMatchObject({ running: false, total: 2, checked: 0 });
      expect(progress.body.message).toBe(
        `${courier.name}’s Refresh stopped after 0 of 2 parcels (0 changed, 0 could not be read); the rest are checked later`,
      );
      expect(await runSync(world.server)).toMatchObject({ checked: 2 });

      // A new Refresh is not refused for the dead one: it starts afresh on this instance.
      const again = await shop.client.post(`/api/couriers/${courier.id}/sync`);
      expect(again.body).toMatchObject({ running: false, total: 2, checked: 2 });
    } finally {
      calls.stop();
    }
  });
});
