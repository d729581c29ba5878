import type { Parcel } from '@chalan/fake-courier';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courierPayoutItems, courierPayouts, orderCodes } from '../../db/schema/index.ts';
import {
  type ApiCourier,
  addApiCourier,
  changeOrderRow,
  fakeParcels,
  moveAtCourier,
  type ServerWithFakeCourier,
  sentParcel,
  startCourierShop,
} from '../../test/courier-fixtures.testkit.ts';
import { newModerator, type SignedInUser } from '../../test/fixtures.testkit.ts';
import {
  moveOrder,
  orderEventRows,
  orderRow,
  type SellerWithCatalogue,
  sellerWithCatalogue,
} from '../../test/order-fixtures.testkit.ts';
import { markReceived } from './transactions-fixtures.testkit.ts';

let world: ServerWithFakeCourier;
let shop: SellerWithCatalogue;
let staff: SignedInUser;
beforeAll(async () => {
  ({ world, shop } = await startCourierShop('Payout Shop'));
  staff = await newModerator(world.server, shop, 'Rakib');
});
afterAll(() => world?.close());

/** An order of the shop sent to `courier` through the API; its parcel at the fake. */
async function sentOrder(courier: ApiCourier) {
  const { order } = await sentParcel(shop, courier);
  const parcel = fakeParcels(world.fake, courier).find((p) => p.invoice === order.code)!;
  return { order, parcel };
}

/** Moves the parcel at the courier (delivered, cancelled, ...): it then joins the day's payout. */
const settleAtCourier = (courier: ApiCourier, parcel: Parcel, status: string) =>
  moveAtCourier(world.fake, courier, parcel.consignmentId, status);

/** The courier's keys at the fake, as addApiCourier made them (sf-key-N, sf-secret-N). */
const steadfastHeaders = (courier: ApiCourier) => ({
  'Api-Key': courier.account,
  'Secret-Key': courier.account.replace('sf-key-', 'sf-secret-'),
  'Content-Type': 'application/json',
});

/** A parcel booked in the courier's own panel, with an invoice that is none of our order ids. */
async function panelParcel(courier: ApiCourier, invoice: string) {
  const res = await fetch(`${world.fake.baseUrls.STEADFAST_BASE_URL}/create_order`, {
    method: 'POST',
    headers: steadfastHeaders(courier),
    body: JSON.stringify({
      invoice,
      recipient_name: 'Walk-in buyer',
      recipient_phone: '01712345678',
      recipient_address: 'Mirpur 10, Dhaka',
      cod_amount: 500,
    }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return fakeParcels(world.fake, courier).find((p) => p.invoice === invoice)!;
}

const importPayouts = (as: SignedInUser = shop, body: unknown = {}) =>
  as.client.post('/api/transactions/payouts/import', body);

async function storedPayouts(courierId: string) {
  const { db } = world.server.deps.database;
  const payouts = await db
    .select()
    .from(courierPayouts)
    .where(and(eq(courierPayouts.sellerId, shop.sellerId), eq(courierPayouts.courierId, courierId)));
  const items = payouts.length
    ? await db
        .select()
        .from(courierPayoutItems)
        .where(eq(courierPayoutItems.sellerId, shop.sellerId))
        .then((rows) => rows.filter((i) => payouts.some((p) => p.id === i.payoutId)))
    : [];
  return { payouts, items };
}

/** What the fake says it paid: its GET /payments for the account. */
async function fakePayouts(courier: ApiCourier) {
  const res = await fetch(`${world.fake.baseUrls.STEADFAST_BASE_URL}/payments`, {
    headers: steadfastHeaders(courier),
  });
  return (await res.json()) as { id: number; amount: number; created_at: string }[];
}

describe('importing Steadfast payouts (POST /api/transactions/payouts/import)', () => {
  it('stores the payout, matches its parcels by invoice, marks delivered orders received and flags the rest', async () => {
    const courier = await addApiCourier(shop, world.fake, 'steadfast');
    const paid = await sentOrder(courier);
    const short = await sentOrder(courier);
    const back = await sentOrder(courier);
    // The courier collected 1,000 taka instead of 1,510 for `short`.
    short.parcel.codAmount = 1000;
    settleAtCourier(courier, paid.parcel, 'delivered');
    settleAtCourier(courier, short.parcel, 'partial_delivered');
    settleAtCourier(courier, back.parcel, 'cancelled');
    const stranger = await panelParcel(courier, 'PANEL-1');
    settleAtCourier(courier, stranger, 'delivered');
    await moveOrder(shop, paid.order.id, 'completed');
    await moveOrder(shop, short.order.id, 'completed');
    await moveOrder(shop, back.order.id, 'cancelled');

    const res = await importPayouts(staff);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      key: 'payoutsImported',
      message:
        'Imported 1 new payouts (4 parcels): 2 matched, 1 paid differently, 1 without an order. Orders marked COD received: 2',
      payouts: 1,
      consignments: 4,
      matched: 2,
      differs: 1,
      unmatched: 1,
      marked: 2,
      couriers: [{ id: courier.id, name: courier.name, ok: true, payouts: 1, error: null }],
    });

    const [fakePayout] = await fakePayouts(courier);
    const paidAt = new Date(fakePayout!.created_at);
    expect(await orderRow(world.server, shop, paid.order.id)).toMatchObject({
      codReceivedAt: paidAt,
      codReceivedAmount: 151_000,
    });
    expect(await orderRow(world.server, shop, short.order.id)).toMatchObject({
      codReceivedAt: paidAt,
      codReceivedAmount: 100_000,
    });
    expect((await orderRow(world.server, shop, back.order.id))!.codReceivedAt).toBeNull();
    const events = await orderEventRows(world.server, shop, paid.order.id);
    expect(events.at(-1)).toMatchObject({
      kind: 'edited',
      userId: staff.userId,
      changes: {
        codReceivedAmount: { from: null, to: 151_000 },
        payout: { from: null, to: String(fakePayout!.id) },
      },
    });

    const { payouts, items } = await storedPayouts(courier.id);
    expect(payouts).toMatchObject([
      { externalId: String(fakePayout!.id), amount: Math.round(fakePayout!.amount * 100), paidAt },
    ]);
    expect(items).toHaveLength(4);

    const listed = await staff.client.get('/api/transactions/payouts');
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    const view = listed.body.items.find((p: { courier: { id: string } }) => p.courier.id === courier.id);
    expect(view).toMatchObject({
      externalId: String(fakePayout!.id),
      paidAt: paidAt.toISOString(),
      counts: { matched: 2, differs: 1, unmatched: 1 },
    });
    expect(view.flagged).toEqual(
      expect.arrayContaining([
        {
          id: expect.any(String),
          consignmentId: short.parcel.consignmentId,
          invoice: short.order.code,
          match: 'differs',
          paid: 100_000,
          expected: 151_000,
          order: { id: short.order.id, code: short.order.code },
        },
        {
          id: expect.any(String),
          consignmentId: stranger.consignmentId,
          invoice: 'PANEL-1',
          match: 'unmatched',
          paid: 50_000,
          expected: null,
          order: null,
        },
      ]),
    );
    expect(view.flagged).toHaveLength(2);
    expect(listed.body.couriers).toEqual(expect.arrayContaining([{ id: courier.id, name: courier.name }]));
  });

  it('imports each payout once: a second import adds nothing and changes no order', async () => {
    const courier = await addApiCourier(shop, world.fake, 'steadfast');
    const { order, parcel } = await sentOrder(courier);
    settleAtCourier(courier, parcel, 'delivered');
    await moveOrder(shop, order.id, 'completed');
    expect((await importPayouts(shop, { courierId: courier.id })).body).toMatchObject({
      payouts: 1,
      marked: 1,
    });
    const before = await storedPayouts(courier.id);
    const events = (await orderEventRows(world.server, shop, order.id)).length;

    const again = await importPayouts(shop, { courierId: courier.id });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body).toMatchObject({
      key: 'payoutsNothingNew',
      message: 'No new payouts since the last import. Orders marked COD received: 0',
      payouts: 0,
      marked: 0,
    });
    const after = await storedPayouts(courier.id);
    expect(after.payouts).toHaveLength(1);
    expect(after.items).toHaveLength(before.items.length);
    expect((await orderEventRows(world.server, shop, order.id)).length).toBe(events);
  });

  it('leaves an order marked by hand, and marks one completed only after the import at the next import', async () => {
    const courier = await addApiCourier(shop, world.fake, 'steadfast');
    const byHand = await sentOrder(courier);
    const later = await sentOrder(courier);
    for (const o of [byHand, later]) settleAtCourier(courier, o.parcel, 'delivered');
    await moveOrder(shop, byHand.order.id, 'completed');
    await markReceived(shop, { orderIds: [byHand.order.id], receivedOn: '2024-03-05', amount: 140_000 });

    const first = await importPayouts();
    expect(first.body).toMatchObject({ payouts: 1, matched: 2, marked: 0 });
    expect(await orderRow(world.server, shop, byHand.order.id)).toMatchObject({
      codReceivedAt: new Date('2024-03-04T18:00:00Z'),
      codReceivedAmount: 140_000,
    });
    // `later` was still on its way in our books; completed now, the next import marks it.
    expect((await orderRow(world.server, shop, later.order.id))!.codReceivedAt).toBeNull();
    await moveOrder(shop, later.order.id, 'completed');
    const second = await importPayouts();
    expect(second.body).toMatchObject({ payouts: 0, marked: 1 });
    expect(await orderRow(world.server, shop, later.order.id)).toMatchObject({ codReceivedAmount: 151_000 });
  });

  it('matches a parcel sent under an order’s earlier id', async () => {
    const courier = await addApiCourier(shop, world.fake, 'steadfast');
    const { order, parcel } = await sentOrder(courier);
    // The order got a new id later, as a re-dispatch gives it; the courier still pays the first invoice.
    const newCode = `${order.code}-2`;
    await world.server.deps.database.db
      .insert(orderCodes)
      .values({ sellerId: shop.sellerId, code: newCode, orderId: order.id });
    await changeOrderRow(shop, order.id, { code: newCode });
    settleAtCourier(courier, parcel, 'delivered');
    await moveOrder(shop, order.id, 'completed');
    const res = await importPayouts(shop, { courierId: courier.id });
    expect(res.body).toMatchObject({ matched: 1, unmatched: 0, marked: 1 });
  });

  it('keeps nothing when the courier fails mid-way, and the next import brings it all', async () => {
    const courier = await addApiCourier(shop, world.fake, 'steadfast');
    const { order, parcel } = await sentOrder(courier);
    settleAtCourier(courier, parcel, 'delivered');
    await moveOrder(shop, order.id, 'completed');
    world.fake.injectFault('steadfast', { kind: 'error', status: 500, path: '/payments/' });
    const failed = await importPayouts(shop, { courierId: courier.id });
    expect(failed.status, JSON.stringify(failed.body)).toBe(502);
    expect(failed.body.error.message).toBe('Steadfast gave an unexpected reply (HTTP 500)');
    expect((await storedPayouts(courier.id)).payouts).toHaveLength(0);

    const retried = await importPayouts(shop, { courierId: courier.id });
    expect(retried.body).toMatchObject({ payouts: 1, marked: 1 });
  });

  it('answers 422 when Steadfast refuses the keys', async () => {
    const res = await shop.client.post('/api/couriers', {
      name: 'Steadfast old keys',
      provider: 'steadfast',
      mode: 'live',
      credentials: { apiKey: 'revoked-key', secretKey: 'revoked-secret' },
      chargeInDhaka: 6_000,
      chargeOutsideDhaka: 12_000,
      status: true,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const refused = await importPayouts(shop, { courierId: res.body.courier.id });
    expect(refused.status).toBe(422);
    expect(refused.body.error.message).toMatch(/^Steadfast refused the credentials/);
  });

  it('needs a Steadfast courier with keys: 409 without one, 400 for another kind, 404 for another seller’s', async () => {
    const seller = await sellerWithCatalogue(world.server, 'No API Shop');
    const none = await importPayouts(seller);
    expect(none.status).toBe(409);
    expect(none.body.error.message).toBe('Add a Steadfast courier with its API keys to import payouts');
    const manual = await importPayouts(seller, { courierId: seller.courier.id });
    expect(manual.status).toBe(400);
    expect(manual.body.error.fields).toEqual({ courierId: 'Choose a Steadfast courier with API keys' });
    const pathao = await addApiCourier(seller, world.fake, 'pathao');
    expect((await importPayouts(seller, { courierId: pathao.id })).status).toBe(400);
    const theirs = await addApiCourier(shop, world.fake, 'steadfast');
    expect((await importPayouts(seller, { courierId: theirs.id })).status).toBe(404);
    const listed = await seller.client.get('/api/transactions/payouts');
    expect(listed.body).toMatchObject({ items: [], total: 0, couriers: [] });
  });
});
