import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  addApiCourier,
  changeOrderRow,
  fakeParcels,
  parcelRows,
  type ServerWithFakeCourier,
  sendOrder,
  startServerWithFakeCourier,
  watchCourierCalls,
} from '../../test/courier-fixtures.testkit.ts';
import type { SignedInUser } from '../../test/fixtures.testkit.ts';
import {
  moveOrder,
  orderRow,
  placeOrder,
  type SellerWithCatalogue,
  sellerWithCatalogue,
} from '../../test/order-fixtures.testkit.ts';

/** Bulk sends (POST /api/dispatch-batches): worked through in the background, progress read after. */

let world: ServerWithFakeCourier;
let calls: ReturnType<typeof watchCourierCalls> | undefined;
beforeAll(async () => {
  world = await startServerWithFakeCourier();
});
afterEach(() => {
  calls?.stop();
  calls = undefined;
});
afterAll(() => world?.close());

/** Starts a batch (expecting 202), waits until the worker is idle, and returns its progress. */
async function runBatch(seller: SignedInUser, body: unknown) {
  const started = await seller.client.post('/api/dispatch-batches', body);
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  await world.server.deps.jobs.dispatch.idle();
  const progress = await seller.client.get(`/api/dispatch-batches/${started.body.batch.id}`);
  expect(progress.status).toBe(200);
  return { started: started.body, progress: progress.body };
}

const orderState = async (shop: SellerWithCatalogue, id: string) => {
  const row = await orderRow(world.server, shop, id);
  return { status: row!.status, courierStatus: row!.courierStatus };
};

describe('sending the selected orders', () => {
  it('books each with its own courier, Steadfast’s in one bulk call, and reports each failure', async () => {
    const shop = await sellerWithCatalogue(world.server, 'Batch Shop');
    const steadfast = await addApiCourier(shop, world.fake, 'steadfast');
    const pathao = await addApiCourier(shop, world.fake, 'pathao');
    const [first, second, viaPathao, alreadySent, badPhone] = [
      await placeOrder(shop, { courierId: steadfast.id }),
      await placeOrder(shop, { courierId: steadfast.id }),
      await placeOrder(shop, { courierId: pathao.id }),
      await placeOrder(shop, { courierId: pathao.id }),
      await placeOrder(shop, { courierId: steadfast.id }),
    ];
    expect((await sendOrder(shop, alreadySent!.id)).status).toBe(200);
    await changeOrderRow(shop, badPhone!.id, { phone: '0171234567' });
    calls = watchCourierCalls(world.fake);

    const ids = [first, second, viaPathao, alreadySent, badPhone].map((o) => o!.id);
    const { started, progress } = await runBatch(shop, { ids });
    expect(started).toMatchObject({
      key: 'dispatchStarted',
      message: 'Sending 5 orders to their couriers',
      batch: { total: 5, finished: false, sentOrderIds: [] },
    });
    expect(progress).toMatchObject({ finished: true, total: 5, sent: 3, failed: 2, queued: 0 });
    // The finished batch names the orders it sent, in its order: the screen prints their labels.
    expect(progress.sentOrderIds).toEqual([first!.id, second!.id, viaPathao!.id]);
    expect(progress.failures).toEqual([
      {
        orderId: alreadySent!.id,
        code: alreadySent!.code,
        reason: {
          key: 'orderAlreadySent',
          params: { code: alreadySent!.code, courier: pathao.name },
          message: `Order ${alreadySent!.code} is already with ${pathao.name}`,
        },
      },
      {
        orderId: badPhone!.id,
        code: badPhone!.code,
        reason: expect.objectContaining({
          key: 'failedToSendOrder',
          message: expect.stringContaining('The recipient phone must be 11 digits.'),
        }),
      },
    ]);

    const steadfastCalls = calls.paths().filter((p) => p.startsWith('/steadfast/api/v1/create_order'));
    expect(steadfastCalls).toEqual(['/steadfast/api/v1/create_order/bulk-order']);
    expect(fakeParcels(world.fake, steadfast).map((p) => p.invoice)).toEqual([first!.code, second!.code]);
    expect(fakeParcels(world.fake, pathao).map((p) => p.invoice)).toEqual([
      alreadySent!.code,
      viaPathao!.code,
    ]);
    for (const order of [first, second, viaPathao]) {
      expect(await orderState(shop, order!.id), order!.code).toEqual({
        status: 'ready',
        courierStatus: 'sent',
      });
      expect(await parcelRows(world.server, shop, order!.id)).toMatchObject([{ booking: 'booked' }]);
    }
    expect(await orderState(shop, badPhone!.id)).toEqual({ status: 'processing', courierStatus: 'none' });
    expect(await parcelRows(world.server, shop, badPhone!.id)).toHaveLength(0);
    expect(await parcelRows(world.server, shop, alreadySent!.id)).toHaveLength(1);
  });

  it('books the Steadfast orders first, so their claims never wait behind other couriers’ paced calls', async () => {
    const shop = await sellerWithCatalogue(world.server, 'Mixed Batch Shop');
    const pathao = await addApiCourier(shop, world.fake, 'pathao');
    const steadfast = await addApiCourier(shop, world.fake, 'steadfast');
    const viaPathao = await placeOrder(shop, { courierId: pathao.id });
    const viaSteadfast = await placeOrder(shop, { courierId: steadfast.id });
    calls = watchCourierCalls(world.fake);

    const { progress } = await runBatch(shop, { ids: [viaPathao.id, viaSteadfast.id] });
    expect(progress).toMatchObject({ finished: true, sent: 2, failed: 0 });
    const bookings = calls
      .paths()
      .filter(
        (p) => p.endsWith('/create_order/bulk-order') || (p.startsWith('/pathao/') && p.endsWith('/orders')),
      );
    expect(bookings).toEqual([
      '/steadfast/api/v1/create_order/bulk-order',
      expect.stringMatching(/^\/pathao\/.*\/orders$/),
    ]);
    for (const order of [viaPathao, viaSteadfast]) {
      expect(await parcelRows(world.server, shop, order.id)).toMatchObject([{ booking: 'booked' }]);
    }
  });

  it('refuses an empty selection, and one naming only another seller’s orders', async () => {
    const shop = await sellerWithCatalogue(world.server, 'Empty Batch Shop');
    const empty = await shop.client.post('/api/dispatch-batches', { ids: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields).toEqual({ ids: 'Please select an order' });

    const stranger = await sellerWithCatalogue(world.server, 'Stranger Shop');
    const theirs = await placeOrder(stranger);
    const foreign = await shop.client.post('/api/dispatch-batches', { ids: [theirs.id] });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.message).toBe('Please select an order');
    await world.server.deps.jobs.dispatch.idle();
    expect(await orderState(stranger, theirs.id)).toEqual({ status: 'processing', courierStatus: 'none' });
  });
});

describe('sending every order a list shows', () => {
  it('{ filters: { status: processing } } sends the seller’s processing orders and nothing else', async () => {
    const shop = await sellerWithCatalogue(world.server, 'Filter Shop');
    const steadfast = await addApiCourier(shop, world.fake, 'steadfast');
    const booked = await placeOrder(shop, { courierId: steadfast.id });
    const byHand = await placeOrder(shop);
    const ready = await placeOrder(shop, { courierId: steadfast.id });
    await moveOrder(shop, ready.id, 'ready');
    const other = await sellerWithCatalogue(world.server, 'Other Filter Shop');
    const otherOrder = await placeOrder(other);

    const { started, progress } = await runBatch(shop, { filters: { status: 'processing' } });
    expect(started.batch.total).toBe(2);
    expect(progress).toMatchObject({ finished: true, total: 2, sent: 2, failed: 0, failures: [] });
    expect(fakeParcels(world.fake, steadfast).map((p) => p.invoice)).toEqual([booked.code]);
    expect(await orderState(shop, booked.id)).toEqual({ status: 'ready', courierStatus: 'sent' });
    expect(await orderState(shop, byHand.id)).toEqual({ status: 'ready', courierStatus: 'none' });
    expect(await orderState(shop, ready.id)).toEqual({ status: 'ready', courierStatus: 'none' });
    expect(await orderState(other, otherOrder.id)).toEqual({ status: 'processing', courierStatus: 'none' });
  });
});

describe('a batch’s progress (GET /api/dispatch-batches/{id})', () => {
  it('answers 404 for another seller’s batch', async () => {
    const shop = await sellerWithCatalogue(world.server, 'Progress Shop');
    const { started } = await runBatch(shop, { ids: [(await placeOrder(shop)).id] });
    const stranger = await sellerWithCatalogue(world.server, 'Nosy Shop');
    const res = await stranger.client.get(`/api/dispatch-batches/${started.batch.id}`);
    expect(res.status).toBe(404);
  });
});
