import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  addApiCourier,
  fakeParcels,
  parcelRows,
  type ServerWithFakeCourier,
  sendOrder,
  startCourierShop,
  watchCourierCalls,
} from '../../test/courier-fixtures.testkit.ts';
import { signIn } from '../../test/fixtures.testkit.ts';
import {
  orderEventRows,
  orderRow,
  placeOrder,
  type SellerWithCatalogue,
} from '../../test/order-fixtures.testkit.ts';

/**
 * Answers that never come (the courier timed out, or booked the parcel and its answer was lost) and
 * sends that race: whatever happens, the courier holds at most one parcel per order.
 */

let world: ServerWithFakeCourier;
let shop: SellerWithCatalogue;
let calls: ReturnType<typeof watchCourierCalls> | undefined;
beforeAll(async () => ({ world, shop } = await startCourierShop('Lost Answers Shop')));
afterEach(() => {
  calls?.stop();
  calls = undefined;
});
afterAll(() => world?.close());

const untouched = { status: 'processing', courierStatus: 'none' } as const;

describe('Steadfast does not answer', () => {
  it('looks the invoice up; nothing booked: an error, nothing kept, and the next send books once', async () => {
    const courier = await addApiCourier(shop, world.fake, 'steadfast');
    const order = await placeOrder(shop, { courierId: courier.id });
    world.fake.injectFault('steadfast', { kind: 'timeout', path: '/create_order' });
    calls = watchCourierCalls(world.fake);

    const res = await sendOrder(shop, order.id);
    expect(res.status).toBe(502);
    expect(res.body.error).toMatchObject({
      code: 'COURIER_UNAVAILABLE',
      key: 'failedToSendOrder',
      message: 'Failed to send order to courier. Steadfast did not answer within 1 seconds',
    });
    expect(calls.paths()).toEqual([
      '/steadfast/api/v1/create_order',
      `/steadfast/api/v1/status_by_invoice/${order.code}`,
    ]);
    expect(await orderRow(world.server, shop, order.id)).toMatchObject(untouched);
    expect(await parcelRows(world.server, shop, order.id)).toHaveLength(0);
    expect(fakeParcels(world.fake, courier)).toHaveLength(0);

    const again = await sendOrder(shop, order.id);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(fakeParcels(world.fake, courier).map((p) => p.invoice)).toEqual([order.code]);
    expect(await orderRow(world.server, shop, order.id)).toMatchObject({ courierStatus: 'sent' });
  });

  it('booked it but the answer was lost: the lookup finds the parcel and the send succeeds', async () => {
    const courier = await addApiCourier(shop, world.fake, 'steadfast');
    const order = await placeOrder(shop, { courierId: courier.id });
    world.fake.injectFault('steadfast', { kind: 'drop', path: '/create_order' });

    const res = await sendOrder(shop, order.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.messages).toMatchObject([{ message: 'Order sent to courier successfully' }]);
    expect(fakeParcels(world.fake, courier).map((p) => p.invoice)).toEqual([order.code]);
    expect(await orderRow(world.server, shop, order.id)).toMatchObject({
      status: 'ready',
      courierStatus: 'sent',
    });
    expect(await parcelRows(world.server, shop, order.id)).toMatchObject([
      { booking: 'booked', status: 'in_review' },
    ]);
  });
});

describe('Pathao and RedX book the parcel but the answer is lost', () => {
  const cases = [
    { provider: 'pathao', name: 'Pathao', create: '/orders' },
    { provider: 'redx', name: 'RedX', create: '/parcel' },
  ] as const;
  for (const { provider, name, create } of cases) {
    it(`${name}: 502 and the parcel unconfirmed; the next send is told "duplicate" and books nothing more`, async () => {
      const courier = await addApiCourier(shop, world.fake, provider);
      const order = await placeOrder(shop, { courierId: courier.id });
      world.fake.injectFault(provider, { kind: 'drop', path: create });

      const res = await sendOrder(shop, order.id);
      expect(res.status).toBe(502);
      expect(res.body.error).toMatchObject({ code: 'COURIER_UNAVAILABLE', key: 'courierBookingUnconfirmed' });
      expect(res.body.error.message).toBe(
        `${name} did not confirm the parcel for order ${order.code}: ${name} did not answer within 1 seconds. ` +
          `Send it again: ${name} is asked first, so the parcel is never booked twice`,
      );
      expect(await orderRow(world.server, shop, order.id)).toMatchObject(untouched);
      expect(await parcelRows(world.server, shop, order.id)).toMatchObject([
        { booking: 'unconfirmed', invoice: order.code },
      ]);
      expect(fakeParcels(world.fake, courier)).toHaveLength(1);

      const again = await sendOrder(shop, order.id);
      expect(again.status, JSON.stringify(again.body)).toBe(200);
      expect(again.body.messages.map((m: { key: string }) => m.key)).toEqual([
        'orderSentToCourier',
        'courierIdsPending',
      ]);
      expect(fakeParcels(world.fake, courier).map((p) => p.invoice)).toEqual([order.code]);
      expect(await orderRow(world.server, shop, order.id)).toMatchObject({
        status: 'ready',
        courierStatus: 'sent',
      });
      expect(await parcelRows(world.server, shop, order.id)).toMatchObject([{ booking: 'booked' }]);
    });
  }
});

describe('the same order sent twice', () => {
  it('from two browsers at once while the courier is slow: one parcel, one 200 and one 409', async () => {
    const courier = await addApiCourier(shop, world.fake, 'steadfast');
    const order = await placeOrder(shop, { courierId: courier.id });
    const otherBrowser = await signIn(world.server, shop.email);
    world.fake.injectFault('steadfast', { kind: 'latency', ms: 300, path: '/create_order' });

    const replies = await Promise.all([
      sendOrder(shop, order.id),
      sendOrder({ ...shop, client: otherBrowser }, order.id),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = replies.find((r) => r.status === 409)!;
    expect(['orderBeingSent', 'orderAlreadySent']).toContain(refused.body.error.key);
    expect(fakeParcels(world.fake, courier)).toHaveLength(1);
    expect(await parcelRows(world.server, shop, order.id)).toHaveLength(1);
    const kinds = (await orderEventRows(world.server, shop, order.id)).map((e) => e.kind);
    expect(kinds.filter((k) => k === 'dispatch')).toHaveLength(1);
  });

  it('an order already sent: 409 orderAlreadySent, and the courier is not called', async () => {
    const courier = await addApiCourier(shop, world.fake, 'pathao');
    const order = await placeOrder(shop, { courierId: courier.id });
    expect((await sendOrder(shop, order.id)).status).toBe(200);
    calls = watchCourierCalls(world.fake);

    const again = await sendOrder(shop, order.id);
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({
      key: 'orderAlreadySent',
      message: `Order ${order.code} is already with ${courier.name}`,
    });
    expect(calls.paths()).toEqual([]);
    expect(fakeParcels(world.fake, courier)).toHaveLength(1);
  });
});
