import { dhakaDate } from '@chalan/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ApiCourier,
  addApiCourier,
  fakeParcels,
  moveAtCourier,
  parcelRows,
  type ServerWithFakeCourier,
  sentParcel,
  startCourierShop,
} from '../../test/courier-fixtures.testkit.ts';
import {
  moveOrder,
  orderRow,
  placeOrder,
  type SellerWithCatalogue,
} from '../../test/order-fixtures.testkit.ts';
import { transactions } from './transactions-fixtures.testkit.ts';

let world: ServerWithFakeCourier;
let shop: SellerWithCatalogue;
beforeAll(async () => ({ world, shop } = await startCourierShop('Courier COD Shop')));
afterAll(() => world?.close());

/** The courier account posts its news to this server, as the seller set it in the courier's panel. */
async function withWebhook(courier: ApiCourier) {
  const settings = (await shop.client.get(`/api/couriers/${courier.id}/webhook`)).body;
  const url = `${world.server.url}${new URL(settings.url).pathname}`;
  await world.fake.setWebhook({
    courier: courier.provider,
    account: courier.account,
    url,
    secret: settings.secret,
  });
}

const parcelNow = async (orderId: string) => (await parcelRows(world.server, shop, orderId))[0]!;
const today = () => dhakaDate(new Date());

describe('COD from every courier', () => {
  it('keeps Pathao’s payment as a payout: each parcel matched to its order, a short one flagged, COD marked', async () => {
    const pathao = await addApiCourier(shop, world.fake, 'pathao');
    await withWebhook(pathao);
    const full = await sentParcel(shop, pathao);
    const short = await sentParcel(shop, pathao);
    const back = await sentParcel(shop, pathao);
    moveAtCourier(world.fake, pathao, full.parcel.consignmentId, 'delivered');
    moveAtCourier(world.fake, pathao, short.parcel.consignmentId, 'delivered');
    moveAtCourier(world.fake, pathao, back.parcel.consignmentId, 'returned');
    await world.fake.webhooksSettled();
    const completed = await shop.client.post(`/api/couriers/${pathao.id}/complete-delivered`, {
      orderIds: [full.order.id, short.order.id],
    });
    expect(completed.body.completed).toHaveLength(2);

    const payment = world.fake.payPathao({
      account: pathao.account,
      collected: { [short.parcel.consignmentId!]: short.order.payable / 100 - 100 },
    });
    await world.fake.webhooksSettled();

    const fees = fakeParcels(world.fake, pathao).reduce((sum, p) => sum + p.deliveryCharge * 100, 0);
    const payouts = (await shop.client.get('/api/transactions/payouts')).body.items;
    const payout = payouts.find((p: { externalId: string }) => p.externalId === payment.invoiceId);
    expect(payout).toMatchObject({
      courier: { id: pathao.id, name: pathao.name },
      amount: full.order.payable + short.order.payable - 10_000 - fees,
      counts: { matched: 2, differs: 1, unmatched: 0 },
      flagged: [
        expect.objectContaining({
          invoice: short.order.code,
          match: 'differs',
          paid: short.order.payable - 10_000,
          expected: short.order.payable,
        }),
      ],
    });
    expect(await orderRow(world.server, shop, full.order.id)).toMatchObject({
      codReceivedAmount: full.order.payable,
      codReceivedAt: expect.any(Date),
    });
    expect((await orderRow(world.server, shop, short.order.id))!.codReceivedAmount).toBe(
      short.order.payable - 10_000,
    );
    expect(await parcelNow(short.order.id)).toMatchObject({
      collectedAmount: short.order.payable - 10_000,
      deliveryCharge: expect.any(Number),
    });

    // Pathao sends an event again: nothing is counted twice.
    const again = await fetch(`${world.fake.url}/_control/webhooks/replay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ index: world.fake.webhookDeliveries().at(-1)!.index }),
    });
    expect(again.status).toBe(200);
    const after = (await shop.client.get('/api/transactions/payouts')).body.items.find(
      (p: { externalId: string }) => p.externalId === payment.invoiceId,
    );
    expect(after).toMatchObject({ amount: payout.amount, counts: payout.counts });
  });

  it('keeps what RedX collected and charged (its parcel info) and Steadfast’s (its webhook), summed per courier', async () => {
    const redx = await addApiCourier(shop, world.fake, 'redx');
    const steadfast = await addApiCourier(shop, world.fake, 'steadfast');
    await withWebhook(steadfast);
    const viaRedx = await sentParcel(shop, redx);
    const viaSteadfast = await sentParcel(shop, steadfast);
    moveAtCourier(world.fake, redx, viaRedx.parcel.consignmentId, 'delivered');
    moveAtCourier(world.fake, steadfast, viaSteadfast.parcel.consignmentId, 'delivered');
    await world.fake.webhooksSettled();
    expect((await shop.client.post(`/api/couriers/${redx.id}/sync`)).status).toBe(200);

    const redxCharge = fakeParcels(world.fake, redx)[0]!.deliveryCharge * 100;
    const steadfastCharge = fakeParcels(world.fake, steadfast)[0]!.deliveryCharge * 100;
    expect(await parcelNow(viaRedx.order.id)).toMatchObject({
      collectedAmount: viaRedx.order.payable,
      deliveryCharge: redxCharge,
    });
    expect(await parcelNow(viaSteadfast.order.id)).toMatchObject({
      collectedAmount: viaSteadfast.order.payable,
      deliveryCharge: steadfastCharge,
    });

    const page = await transactions(shop, { from: today(), to: today() });
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    const ofRedx = page.body.couriers.find((c: { id: string }) => c.id === redx.id);
    expect(ofRedx).toEqual({
      id: redx.id,
      name: redx.name,
      settled: 1,
      collected: viaRedx.order.payable,
      charged: redxCharge,
      expected: viaRedx.order.payable,
      paid: 0,
      flagged: 0,
    });

    // The list names the courier that owes each order: the one whose API booked it, none for an order
    // its courier never took.
    const done = await shop.client.post(`/api/couriers/${redx.id}/complete-delivered`, {
      orderIds: [viaRedx.order.id],
    });
    expect(done.body.completed).toHaveLength(1);
    const neverSent = await placeOrder(shop, { courierId: redx.id });
    await moveOrder(shop, neverSent.id, 'ready');
    await moveOrder(shop, neverSent.id, 'completed');
    const listed = (await transactions(shop, { from: today(), to: today(), limit: 50 })).body.items as {
      id: string;
      courier: { id: string; name: string } | null;
    }[];
    expect(listed.find((i) => i.id === viaRedx.order.id)?.courier).toEqual({ id: redx.id, name: redx.name });
    expect(listed.find((i) => i.id === neverSent.id)?.courier).toBeNull();
  });

  it('names no courier for a completed order that no courier booked', async () => {
    const steadfast = await addApiCourier(shop, world.fake, 'steadfast');
    const byHand = await placeOrder(shop, { courierId: steadfast.id });
    await moveOrder(shop, byHand.id, 'ready');
    await moveOrder(shop, byHand.id, 'completed');
    const sent = await sentParcel(shop, steadfast);
    await moveOrder(shop, sent.order.id, 'completed');

    const items = (await transactions(shop, { from: today(), to: today(), limit: 100 })).body.items;
    const courierOf = (id: string) => items.find((i: { id: string }) => i.id === id)?.courier;
    expect(courierOf(byHand.id)).toBeNull();
    expect(courierOf(sent.order.id)).toEqual({ id: steadfast.id, name: steadfast.name });
  });
});
