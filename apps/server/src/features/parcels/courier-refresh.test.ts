import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parcels } from '../../db/schema/index.ts';
import {
  type ApiCourier,
  addApiCourier,
  moveAtCourier,
  type ServerWithFakeCourier,
  sentParcel,
  startCourierShop,
  watchCourierCalls,
} from '../../test/courier-fixtures.testkit.ts';
import { orderRow, type SellerWithCatalogue } from '../../test/order-fixtures.testkit.ts';
import { parcelRow, unconfirmedSend } from './parcel-fixtures.testkit.ts';

let world: ServerWithFakeCourier;
let shop: SellerWithCatalogue;

beforeAll(async () => {
  ({ world, shop } = await startCourierShop('Courier Refresh Shop'));
});
afterAll(() => world?.close());

type Sent = Awaited<ReturnType<typeof sentParcel>>;

async function sentParcels(courier: ApiCourier, n: number): Promise<Sent[]> {
  const sent: Sent[] = [];
  for (let i = 0; i < n; i++) sent.push(await sentParcel(shop, courier));
  return sent;
}

/** The parcel was last read from the courier `hoursAgo` hours ago. */
async function checkedAgo(parcelId: string, hoursAgo: number) {
  await world.server.deps.database.db
    .update(parcels)
    .set({ lastSyncedAt: new Date(Date.now() - hoursAgo * 3_600_000) })
    .where(and(eq(parcels.sellerId, shop.sellerId), eq(parcels.id, parcelId)));
}

const refresh = (courier: ApiCourier, first?: string[]) =>
  shop.client.post(`/api/couriers/${courier.id}/sync`, first ? { first } : undefined);

/** The consignment ids Steadfast was asked about, in order. */
const askedSteadfast = (paths: string[]) =>
  paths.filter((p) => p.includes('/status_by_cid/')).map((p) => p.split('/').at(-1));

describe('Refresh on the courier page', () => {
  it('reads the parcels on the screen first and answers, then the never-checked, then the stalest', async () => {
    const courier = await addApiCourier(shop, world.fake, 'steadfast');
    const [a, b, c, d, e] = await sentParcels(courier, 5);
    await checkedAgo(a!.parcel.id, 1);
    await checkedAgo(b!.parcel.id, 3);
    moveAtCourier(world.fake, courier, e!.parcel.consignmentId, 'delivered');
    // Each status call takes a while, as a courier's does on a slow day.
    world.fake.injectFault('steadfast', { kind: 'latency', ms: 250, path: '/status_by_cid' }, 5);

    const calls = watchCourierCalls(world.fake);
    try {
      const res = await refresh(courier, [e!.parcel.id, d!.parcel.id]);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      // The screen's two are read; the answer does not wait for the other three.
      expect(res.body).toMatchObject({ running: true, total: 5, checked: 2, changed: 1, failed: 0 });
      expect(res.body.message).toBe(
        `Checking ${courier.name}’s parcels: 2 of 5 done, 1 changed, 0 could not be read`,
      );

      await world.server.deps.jobs.refresh.idle();
      const done = await shop.client.get(`/api/couriers/${courier.id}/sync`);
      expect(done.body).toMatchObject({ running: false, total: 5, checked: 5, changed: 1, failed: 0 });
      expect(done.body.message).toBe(
        `Asked ${courier.name} about its parcels on the way: 5 checked, 1 changed, 0 could not be read`,
      );
      expect(askedSteadfast(calls.paths())).toEqual(
        [e, d, c, b, a].map((sent) => sent!.parcel.consignmentId),
      );
    } finally {
      calls.stop();
    }
  });

  it('finds a booking whose answer was lost, so its order is sent (Steadfast looks it up by our invoice)', async () => {
    const courier = await addApiCourier(shop, world.fake, 'steadfast');
    const { order, parcel } = await unconfirmedSend(world, shop, courier, 'drop');
    const res = await refresh(courier);
    expect(res.body).toMatchObject({ running: false, checked: 1, changed: 1, failed: 0 });
    expect(await parcelRow(shop, parcel.id)).toMatchObject({ booking: 'booked', status: 'in_review' });
    expect(await orderRow(world.server, shop, order.id)).toMatchObject({
      status: 'ready',
      courierStatus: 'sent',
    });
  });

  it('names the parcels it could not read, and why', async () => {
    const courier = await addApiCourier(shop, world.fake, 'steadfast');
    const [, broken] = await sentParcels(courier, 2);
    world.fake.injectFault('steadfast', {
      kind: 'error',
      status: 500,
      path: `/status_by_cid/${broken!.parcel.consignmentId}`,
    });
    const res = await refresh(courier);
    expect(res.body).toMatchObject({ running: false, checked: 2, failed: 1 });
    expect(res.body.failures).toEqual([
      {
        parcelId: broken!.parcel.id,
        code: broken!.order.code,
        reason: expect.objectContaining({ message: expect.stringContaining('Steadfast') }),
      },
    ]);
  });

  it('paces each courier apart: Steadfast is not kept waiting behind Pathao', async () => {
    const pathao = await addApiCourier(shop, world.fake, 'pathao');
    const steadfast = await addApiCourier(shop, world.fake, 'steadfast');
    await sentParcels(pathao, 3);
    await sentParcels(steadfast, 3);
    const { config } = world.server.deps;
    config.COURIER_PACE_MS = 300;
    const calls = watchCourierCalls(world.fake);
    try {
      const [p, s] = await Promise.all([refresh(pathao), refresh(steadfast)]);
      expect([p.body.checked, s.body.checked]).toEqual([3, 3]);
      const reads = calls
        .paths()
        .filter((path) => path.endsWith('/info') || path.includes('/status_by_cid/'));
      const lastPathao = reads.findLastIndex((path) => path.startsWith('/pathao/'));
      const firstSteadfast = reads.findIndex((path) => path.startsWith('/steadfast/'));
      expect(firstSteadfast).toBeLessThan(lastPathao);
    } finally {
      config.COURIER_PACE_MS = 0;
      calls.stop();
    }
  });

  it('answers "not found" for another seller’s courier and refuses a screen that is not a list of ids', async () => {
    const courier = await addApiCourier(shop, world.fake, 'steadfast');
    expect((await shop.client.get('/api/couriers/01a2199d-31cb-7043-b0b1-a50a53f49c93/sync')).status).toBe(
      404,
    );
    const bad = await shop.client.post(`/api/couriers/${courier.id}/sync`, { first: ['not-an-id'] });
    expect(bad.status).toBe(400);
  });
});
