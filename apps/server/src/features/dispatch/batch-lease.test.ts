import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatchBatches } from '../../db/schema/index.ts';
import { startDispatchWorker } from '../../jobs/dispatch-worker.ts';
import {
  type ApiCourier,
  addApiCourier,
  fakeParcels,
  type ServerWithFakeCourier,
  startCourierShop,
} from '../../test/courier-fixtures.testkit.ts';
import { placeOrder, type SellerWithCatalogue } from '../../test/order-fixtures.testkit.ts';
import { batchProgress, claimBatch, createBatch, renewBatchLease, runBatch } from './batch.service.ts';

/**
 * Issue 19: a bulk send is claimed in the database by the instance that works on it, under a lease it
 * renews; when that instance dies, another takes the batch over and finishes it, booking nothing twice.
 */

let world: ServerWithFakeCourier;
let shop: SellerWithCatalogue;
let steadfast: ApiCourier;
beforeAll(async () => {
  ({ world, shop } = await startCourierShop('Lease Shop'));
  steadfast = await addApiCourier(shop, world.fake, 'steadfast');
});
afterAll(() => world?.close());

const writer = () => ({ sellerId: shop.sellerId, userId: shop.userId });

async function batchOf(count: number) {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) ids.push((await placeOrder(shop, { courierId: steadfast.id })).id);
  return createBatch(world.server.deps.database.db, writer(), { ids });
}

const expireLease = (id: string) =>
  world.server.deps.database.db
    .update(dispatchBatches)
    .set({ leaseUntil: new Date(Date.now() - 1_000) })
    .where(and(eq(dispatchBatches.sellerId, shop.sellerId), eq(dispatchBatches.id, id)));

describe('claiming a bulk send', () => {
  it('gives a batch to one instance at a time, and to another once the holder’s lease has run out', async () => {
    const { db } = world.server.deps.database;
    const id = await batchOf(1);
    const a = await claimBatch(db, 'instance-a', 30_000);
    expect(a?.id).toBe(id);
    expect(await claimBatch(db, 'instance-b', 30_000)).toBeNull();
    expect(await renewBatchLease(db, a!, 'instance-a', 30_000)).toBe(true);

    await expireLease(id);
    const b = await claimBatch(db, 'instance-b', 30_000);
    expect(b?.id).toBe(id);
    // The old holder learns it lost the batch at its next renewal, and stops.
    expect(await renewBatchLease(db, a!, 'instance-a', 30_000)).toBe(false);
    expect(await renewBatchLease(db, b!, 'instance-b', 30_000)).toBe(true);
    await runBatch(world.server.deps, db, b!);
    expect(await claimBatch(db, 'instance-c', 30_000)).toBeNull();
  });

  it('is finished by another instance when the one sending it dies mid-way, each order booked once', async () => {
    const { db } = world.server.deps.database;
    const id = await batchOf(6);
    // Instance A takes it, books two orders, and dies (no more renewals).
    const a = await claimBatch(db, 'instance-a', 30_000);
    let asked = 0;
    await runBatch(world.server.deps, db, a!, () => ++asked > 2);
    expect((await batchProgress(db, shop.sellerId, id)).sent).toBe(2);
    await expireLease(id);

    // Instance B's worker, on the same database, finds it left behind and finishes it.
    const b = startDispatchWorker(
      { ...world.server.deps, config: { ...world.server.deps.config, INSTANCE_ID: 'instance-b' } },
      { timer: false },
    );
    await b.idle();
    await b.stop();
    const progress = await batchProgress(db, shop.sellerId, id);
    expect(progress).toMatchObject({ total: 6, sent: 6, failed: 0, finished: true });
    const invoices = fakeParcels(world.fake, steadfast).map((p) => p.invoice);
    expect(new Set(invoices).size).toBe(invoices.length);
  });
});
