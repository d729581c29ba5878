import { dhakaDate } from '@chalan/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ApiCourier,
  addApiCourier,
  moveAtCourier,
  type ServerWithFakeCourier,
  sendOrder,
  sentParcel,
  startCourierShop,
} from '../../test/courier-fixtures.testkit.ts';
import { placeOrder, type SellerWithCatalogue } from '../../test/order-fixtures.testkit.ts';

let world: ServerWithFakeCourier;
let shop: SellerWithCatalogue;
let courier: ApiCourier;
/** Placed first, sent last; to the shop's customer in Chattogram. */
let lateSent: Awaited<ReturnType<typeof sentParcel>>;
/** Placed and sent in order; delivered at the courier. */
let delivered: Awaited<ReturnType<typeof sentParcel>>;
let pending: Awaited<ReturnType<typeof sentParcel>>;

beforeAll(async () => {
  ({ world, shop } = await startCourierShop('Courier Desk Shop'));
  courier = await addApiCourier(shop, world.fake, 'steadfast');
  const placedFirst = await placeOrder(shop, {
    courierId: courier.id,
    customerId: shop.outsideCustomer.id,
  });
  delivered = await sentParcel(shop, courier);
  pending = await sentParcel(shop, courier);
  expect((await sendOrder(shop, placedFirst.id)).status).toBe(200);
  lateSent = {
    order: placedFirst,
    parcel: (await shop.client.get(`/api/couriers/${courier.id}/parcels`)).body.items.find(
      (row: { order: { id: string } }) => row.order.id === placedFirst.id,
    ).parcel,
  };
  moveAtCourier(world.fake, courier, delivered.parcel.consignmentId, 'delivered');
  expect((await shop.client.post(`/api/couriers/${courier.id}/sync`)).status).toBe(200);
});
afterAll(() => world?.close());

/** The order ids the courier page lists for `query`, in its order. */
async function listed(query: Record<string, string> = {}) {
  const res = await shop.client.get(`/api/couriers/${courier.id}/parcels?${new URLSearchParams(query)}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.items as { order: { id: string } }[]).map((row) => row.order.id);
}

describe('finding a parcel on the courier page', () => {
  it('lists the last sent first, whenever its order was placed', async () => {
    expect(await listed()).toEqual([lateSent.order.id, pending.order.id, delivered.order.id]);
  });

  it('finds a parcel by its order id, consignment id, tracking code, phone or name', async () => {
    const { parcel, order } = pending;
    expect(await listed({ search: order.code })).toEqual([order.id]);
    expect(await listed({ search: order.code.toLowerCase() })).toEqual([order.id]);
    expect(await listed({ search: parcel.consignmentId! })).toEqual([order.id]);
    expect(parcel.trackingCode).toBeTruthy();
    expect(await listed({ search: parcel.trackingCode!.toLowerCase() })).toEqual([order.id]);
    // The customer in Chattogram has only the order sent last.
    expect(await listed({ search: shop.outsideCustomer.phone.slice(-6) })).toEqual([lateSent.order.id]);
    expect(await listed({ search: shop.outsideCustomer.name.split(' ')[0]!.toLowerCase() })).toEqual([
      lateSent.order.id,
    ]);
    expect(await listed({ search: 'nobody-like-this' })).toEqual([]);
  });

  it('filters by delivery statuses, any of several, and by the day it was sent', async () => {
    expect(await listed({ statuses: 'delivered' })).toEqual([delivered.order.id]);
    expect(await listed({ statuses: 'delivered,in_review' })).toHaveLength(3);
    const today = dhakaDate(new Date());
    expect(await listed({ sentFrom: today, sentTo: today })).toHaveLength(3);
    expect(await listed({ sentTo: '2024-03-05' })).toEqual([]);
    expect(await listed({ statuses: '', sentFrom: '' })).toHaveLength(3);
  });

  it('refuses a status it does not know and a day range backwards, naming the field', async () => {
    for (const [query, field] of [
      [{ statuses: 'delivered,lost-in-space' }, 'statuses'],
      [{ sentFrom: '2024-03-06', sentTo: '2024-03-05' }, 'sentTo'],
      [{ sentFrom: '5 March' }, 'sentFrom'],
    ] as const) {
      const res = await shop.client.get(`/api/couriers/${courier.id}/parcels?${new URLSearchParams(query)}`);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(Object.keys(res.body.error.fields)).toEqual([field]);
    }
  });
});
