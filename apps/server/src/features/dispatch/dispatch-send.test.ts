import type { ApiProvider } from '@chalan/core';
import type { Parcel } from '@chalan/fake-courier';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addApiCourier,
  changeOrderRow,
  fakeParcels,
  parcelEventRows,
  parcelRows,
  type ServerWithFakeCourier,
  sendOrder,
  startCourierShop,
} from '../../test/courier-fixtures.testkit.ts';
import { newAdmin, newModerator } from '../../test/fixtures.testkit.ts';
import {
  addCourier,
  availableQtyOf,
  moveOrder,
  orderEventRows,
  orderRow,
  placeOrder,
  type SellerWithCatalogue,
} from '../../test/order-fixtures.testkit.ts';

let world: ServerWithFakeCourier;
let shop: SellerWithCatalogue;
beforeAll(async () => ({ world, shop } = await startCourierShop('Send Shop')));
afterAll(() => world?.close());

/** One saree (1,450 taka) to the Dhaka customer: 60 taka delivery, 1,510 taka payable. */
const orderWith = (courierId: string) => placeOrder(shop, { courierId });

describe('send one order (POST /api/orders/{id}/send)', () => {
  // Steadfast has a tracking code of its own; RedX's tracking id is both; Pathao has none.
  const providers: [ApiProvider, RegExp, (p: Parcel) => string | null][] = [
    ['steadfast', /^\d+$/, (p) => p.trackingCode],
    ['pathao', /^DL\d{6}\w{6}$/, () => null],
    ['redx', /^\w{13}$/, (p) => p.consignmentId],
  ];
  for (const [provider, consignmentPattern, trackingCodeOf] of providers) {
    it(`books the parcel with ${provider}: the order is ready and sent, parcel and history stored`, async () => {
      const courier = await addApiCourier(shop, world.fake, provider);
      const order = await orderWith(courier.id);
      expect(order.payable).toBe(151_000);

      const res = await sendOrder(shop, order.id);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({
        outcome: 'sent',
        code: order.code,
        consignmentId: expect.stringMatching(consignmentPattern),
        messages: [{ key: 'orderSentToCourier', message: 'Order sent to courier successfully' }],
      });

      const atFake = fakeParcels(world.fake, courier);
      expect(atFake).toHaveLength(1);
      expect(atFake[0]).toMatchObject({
        invoice: order.code,
        consignmentId: res.body.consignmentId,
        codAmount: 1510,
        recipient: {
          name: 'Rahim Uddin',
          phone: shop.customer.phone,
          address: 'House 12, Road 3, Dhanmondi, Dhaka',
        },
      });

      expect(await orderRow(world.server, shop, order.id)).toMatchObject({
        status: 'ready',
        courierStatus: 'sent',
      });
      const [parcel, ...more] = await parcelRows(world.server, shop, order.id);
      expect(more).toHaveLength(0);
      expect(parcel).toMatchObject({
        courierId: courier.id,
        invoice: order.code,
        booking: 'booked',
        consignmentId: atFake[0]!.consignmentId,
        trackingCode: trackingCodeOf(atFake[0]!),
        status: provider === 'steadfast' ? 'in_review' : 'pending',
        codAmount: 151_000,
        active: true,
      });
      expect(await parcelEventRows(world.server, shop, parcel!.id)).toMatchObject([
        { status: parcel!.status, source: 'dispatch' },
      ]);
      const events = await orderEventRows(world.server, shop, order.id);
      expect(events.map((e) => e.kind)).toEqual(['created', 'status', 'dispatch']);
      expect(events[1]).toMatchObject({ fromStatus: 'processing', toStatus: 'ready', userId: shop.userId });
      expect(events[2]!.changes).toMatchObject({
        courier: { to: courier.name },
        consignmentId: { to: res.body.consignmentId },
      });

      const shown = await shop.client.get(`/api/orders/${order.id}`);
      expect(shown.body).toMatchObject({ status: 'ready', consignmentId: res.body.consignmentId });
    });
  }

  it('sends an order that was already marked ready', async () => {
    const courier = await addApiCourier(shop, world.fake, 'steadfast');
    const order = await orderWith(courier.id);
    await moveOrder(shop, order.id, 'ready');
    const res = await sendOrder(shop, order.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await orderRow(world.server, shop, order.id)).toMatchObject({
      status: 'ready',
      courierStatus: 'sent',
    });
    expect(fakeParcels(world.fake, courier).map((p) => p.invoice)).toEqual([order.code]);
  });

  it('marks the order ready for a courier without an API and books nothing', async () => {
    const before = world.fake.parcels().length;
    const order = await orderWith(shop.courier.id);
    const res = await sendOrder(shop, order.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      outcome: 'ready',
      code: order.code,
      consignmentId: null,
      messages: [
        {
          key: 'orderReadyNoApi',
          message: `${shop.courier.name} has no API connection: the order is marked ready. Book the parcel with ${shop.courier.name} yourself`,
        },
      ],
    });
    expect(await orderRow(world.server, shop, order.id)).toMatchObject({
      status: 'ready',
      courierStatus: 'none',
    });
    expect(await parcelRows(world.server, shop, order.id)).toHaveLength(0);
    expect(world.fake.parcels()).toHaveLength(before);
  });
});

describe('the courier refuses the parcel', () => {
  it('answers 422 with Steadfast’s reason and leaves the order, its stock and parcels as they were', async () => {
    const courier = await addApiCourier(shop, world.fake, 'steadfast');
    const order = await orderWith(courier.id);
    // Our own validation refuses such a phone; an order from older data may still carry one.
    await changeOrderRow(shop, order.id, { phone: '0171234567' });
    const saree = shop.products[0]!.id;
    const stock = await availableQtyOf(world.server, shop, saree);

    const res = await sendOrder(shop, order.id);
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({ code: 'COURIER_REFUSED', key: 'failedToSendOrder' });
    expect(res.body.error.message).toContain('The recipient phone must be 11 digits.');
    expect(await orderRow(world.server, shop, order.id)).toMatchObject({
      status: 'processing',
      courierStatus: 'none',
    });
    expect(await parcelRows(world.server, shop, order.id)).toHaveLength(0);
    expect(await availableQtyOf(world.server, shop, saree)).toBe(stock);
    expect(fakeParcels(world.fake, courier)).toHaveLength(0);
    expect((await orderEventRows(world.server, shop, order.id)).map((e) => e.kind)).toEqual(['created']);
  });
});

describe('who may send what', () => {
  it('refuses a completed, cancelled or returned order with 409 and books nothing', async () => {
    const courier = await addApiCourier(shop, world.fake, 'steadfast');
    const paths = [['ready', 'completed'], ['cancelled'], ['ready', 'completed', 'returned']] as const;
    for (const path of paths) {
      const order = await orderWith(courier.id);
      for (const status of path) await moveOrder(shop, order.id, status);
      const res = await sendOrder(shop, order.id);
      const status = path.at(-1)!;
      expect(res.status, status).toBe(409);
      expect(res.body.error).toMatchObject({
        key: 'orderCannotBeSent',
        message: `A ${status} order cannot be sent to a courier`,
      });
      expect((await orderRow(world.server, shop, order.id))!.status).toBe(status);
      expect(await parcelRows(world.server, shop, order.id)).toHaveLength(0);
    }
    expect(fakeParcels(world.fake, courier)).toHaveLength(0);
  });

  it('refuses an order whose courier is no longer active', async () => {
    const courier = await addCourier(shop, { name: 'Sundarban' });
    const order = await orderWith(courier.id);
    const off = await shop.client.put(`/api/couriers/${courier.id}`, {
      name: 'Sundarban',
      provider: 'none',
      chargeInDhaka: 6_000,
      chargeOutsideDhaka: 12_000,
      status: false,
    });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    const res = await sendOrder(shop, order.id);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('This courier is not active. Choose an active courier');
    expect((await orderRow(world.server, shop, order.id))!.status).toBe('processing');
  });

  it('answers 404 for another seller’s order and leaves it alone', async () => {
    const courier = await addApiCourier(shop, world.fake, 'steadfast');
    const order = await orderWith(courier.id);
    const stranger = await newAdmin(world.server, 'Other Shop');
    const res = await sendOrder(stranger, order.id);
    expect(res.status).toBe(404);
    expect((await orderRow(world.server, shop, order.id))!.courierStatus).toBe('none');
    expect(fakeParcels(world.fake, courier)).toHaveLength(0);
  });

  it('lets a Moderator send', async () => {
    const staff = await newModerator(world.server, shop, 'Rakib');
    const courier = await addApiCourier(shop, world.fake, 'steadfast');
    const order = await placeOrder(shop, { courierId: courier.id }, staff);
    const res = await sendOrder(staff, order.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const events = await orderEventRows(world.server, shop, order.id);
    expect(events.at(-1)).toMatchObject({ kind: 'dispatch', userId: staff.userId });
    expect(fakeParcels(world.fake, courier)).toHaveLength(1);
  });
});
