import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pauseCourier } from '../couriers/pace.ts';
import { refreshRuns, smsMessages } from '../db/schema/index.ts';
import { claimBatch, createBatch } from '../features/dispatch/batch.service.ts';
import {
  type ApiCourier,
  addApiCourier,
  type ServerWithFakeCourier,
  startCourierShop,
} from '../test/courier-fixtures.testkit.ts';
import { placeOrder, type SellerWithCatalogue } from '../test/order-fixtures.testkit.ts';
import { formatJobsState, jobsState } from './jobs-state.ts';

/** Issue 19, item 6: `npm run chalan -- jobs` shows what every instance's background work is doing. */

let world: ServerWithFakeCourier;
let shop: SellerWithCatalogue;
let steadfast: ApiCourier;
beforeAll(async () => {
  ({ world, shop } = await startCourierShop('Jobs State Shop'));
  steadfast = await addApiCourier(shop, world.fake, 'steadfast');
});
afterAll(() => world?.close());

describe('the background work’s state', () => {
  it('shows nothing running on a quiet database', async () => {
    const text = formatJobsState(await jobsState(world.server.deps.database.db));
    expect(text).toContain('Bulk sends not finished:\n  none');
    expect(text).toContain('Courier page Refresh running:\n  none');
    expect(text).toContain('Customer SMS: 0 queued (0 due now)');
  });

  it('names the batch, who holds it, the paused courier, the running Refresh and the queued SMS', async () => {
    const { db } = world.server.deps.database;
    const orders = [
      await placeOrder(shop, { courierId: steadfast.id }),
      await placeOrder(shop, { courierId: steadfast.id }),
    ];
    const batchId = await createBatch(
      db,
      { sellerId: shop.sellerId, userId: shop.userId },
      { ids: orders.map((o) => o.id) },
    );
    await claimBatch(db, 'instance-7', 30_000);
    await pauseCourier(db, { sellerId: shop.sellerId, id: steadfast.id }, 60_000);
    await db.insert(refreshRuns).values({
      sellerId: shop.sellerId,
      courierId: steadfast.id,
      courierName: steadfast.name,
      byInvoice: true,
      total: 9,
      checked: 4,
      leaseOwner: 'instance-8',
      leaseUntil: new Date(Date.now() + 30_000),
      startedAt: new Date(),
    });
    await db.insert(smsMessages).values({
      sellerId: shop.sellerId,
      kind: 'confirm',
      phone: '01711000000',
      nextTryAt: new Date(Date.now() - 1_000),
    });

    const state = await jobsState(db);
    expect(state.batches).toEqual([
      expect.objectContaining({
        id: batchId,
        seller: 'Jobs State Shop',
        total: 2,
        sent: 0,
        owner: 'instance-7',
      }),
    ]);
    const text = formatJobsState(state);
    expect(text).toMatch(
      new RegExp(`${batchId} \\(Jobs State Shop, .*\\): 0 of 2 done, 0 failed; held by instance-7 until `),
    );
    expect(text).toContain(
      `Couriers paused after "too many requests":\n  Jobs State Shop / ${steadfast.name} until `,
    );
    expect(text).toContain(`Jobs State Shop / ${steadfast.name}: 4 of 9 checked, on instance-8 until `);
    expect(text).toContain('Customer SMS: 1 queued (1 due now)');
  });
});
