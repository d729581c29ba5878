import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addApiCourier,
  type ShopWithEveryCourier,
  startShopWithEveryCourier,
} from '../../test/courier-fixtures.testkit.ts';
import { newModerator } from '../../test/fixtures.testkit.ts';
import { sellerWithCatalogue } from '../../test/order-fixtures.testkit.ts';
import { desk, deskItem, moveTo, parcelAt } from './hold-desk.testkit.ts';

// Set in beforeAll.
let { world, shop, steadfast, pathao, redx } = {} as ShopWithEveryCourier;

beforeAll(async () => {
  ({ world, shop, steadfast, pathao, redx } = await startShopWithEveryCourier('Hold Desk Shop'));
});
afterAll(() => world?.close());

const SAREE = 145_000;
const DHAKA_CHARGE = 6_000;

describe('the hold desk queue', () => {
  it('lists held, failed, partly delivered and returning parcels across couriers, most money at risk first', async () => {
    const held = await parcelAt(world, shop, steadfast, 'hold', 1);
    const failed = await parcelAt(world, shop, pathao, 'delivery-failed', 3);
    const agentHold = await parcelAt(world, shop, redx, 'agent-hold', 2);
    const partial = await parcelAt(world, shop, steadfast, 'partial_delivered_approval_pending', 1);
    const onTheWay = await parcelAt(world, shop, steadfast, 'pending', 4);

    const items = await desk(shop);
    const ids = items.map((i) => i.parcelId);
    expect(ids).not.toContain(onTheWay.parcel.id);
    expect(ids.slice(0, 2)).toEqual([failed.parcel.id, agentHold.parcel.id]);
    // The same money: the one waiting longer first.
    expect(ids.slice(2, 4)).toEqual([held.parcel.id, partial.parcel.id]);

    const top = items[0]!;
    expect(top).toMatchObject({
      orderId: failed.order.id,
      code: failed.order.code,
      customerName: shop.customer.name,
      phone: shop.customer.phone,
      district: 'Dhaka',
      courier: { id: pathao.id, name: pathao.name, provider: 'pathao' },
      kind: 'failed',
      status: 'cancelled',
      rawStatus: 'delivery-failed',
      daysWaited: 0,
      payablePoisha: 3 * SAREE + DHAKA_CHARGE,
      atRiskPoisha: 3 * SAREE + 2 * DHAKA_CHARGE,
      customerWillTakeAt: null,
      notes: [],
    });
    const redxItem = items[1]!;
    expect(redxItem).toMatchObject({ kind: 'hold', rawStatus: 'agent-hold' });
    // RedX's own words, in English and in Bangla.
    expect(redxItem.message).toBe('Parcel is on hold with the agent.');
    expect(redxItem.messageBn).toBe('পার্সেলটি এজেন্টের কাছে হোল্ডে আছে।');
    expect(await deskItem(shop, partial.parcel.id)).toMatchObject({ kind: 'partial' });
  });

  it('says which actions are open, and why the others are not', async () => {
    const held = await parcelAt(world, shop, pathao, 'On Hold');
    const item = (await deskItem(shop, held.parcel.id))!;
    expect(item.kind).toBe('hold');
    expect(item.actions.willTake).toEqual({ open: true, reason: null });
    expect(item.actions.return).toMatchObject({ open: false, reason: { key: 'holdReturnInPanel' } });
    expect(item.actions.return.reason?.message).toBe(
      `${pathao.name}’s API has no return call: ask for the return of parcel ${held.parcel.consignmentId} in the ${pathao.name} merchant panel`,
    );
    expect(item.actions.receivedBack).toMatchObject({ open: false, reason: { key: 'holdNotBackYet' } });
  });

  it('counts them for the overview card, per kind', async () => {
    const own = await sellerWithCatalogue(world.server, 'Hold Desk Count Shop');
    const sf = await addApiCourier(own, world.fake, 'steadfast');
    const rx = await addApiCourier(own, world.fake, 'redx');
    await parcelAt(world, own, sf, 'hold');
    await parcelAt(world, own, sf, 'hold');
    await parcelAt(world, own, rx, 'agent-returning');
    await parcelAt(world, own, sf, 'delivered');
    const res = await own.client.get('/api/hold-desk/summary');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      total: 3,
      atRiskPoisha: 3 * (SAREE + 2 * DHAKA_CHARGE),
      byKind: { hold: 2, failed: 0, partial: 0, returning: 1, returned: 0 },
    });
    // Another seller's desk is its own.
    expect((await shop.client.get('/api/hold-desk/summary')).body.total).toBeGreaterThan(3);
  });
});

describe('notes and "customer will take it"', () => {
  it('adds a note per call, newest first, with who and when; staff may too', async () => {
    const held = await parcelAt(world, shop, steadfast, 'hold');
    const first = await shop.client.post(`/api/hold-desk/${held.parcel.id}/notes`, {
      text: '  Customer was out of town  ',
    });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({ key: 'holdNoteAdded', item: { parcelId: held.parcel.id } });

    const staff = await newModerator(world.server, shop, 'Rina');
    const second = await staff.client.post(`/api/hold-desk/${held.parcel.id}/notes`, {
      text: 'Will be home on Sunday\nafter 4 pm',
    });
    expect(second.status).toBe(201);
    expect(second.body.item.notes).toMatchObject([
      { text: 'Will be home on Sunday\nafter 4 pm', user: { name: 'Rina' } },
      { text: 'Customer was out of town', user: { id: shop.userId } },
    ]);
  });

  it('marks the customer will take it, with a note, and undoes it', async () => {
    const held = await parcelAt(world, shop, redx, 'agent-hold');
    const url = `/api/hold-desk/${held.parcel.id}/will-take`;
    const marked = await shop.client.post(url, { willTake: true, note: 'Agreed to pay on Tuesday' });
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    expect(marked.body.key).toBe('holdWillTakeMarked');
    expect(marked.body.item.customerWillTakeAt).toEqual(expect.any(String));
    expect(marked.body.item.notes).toMatchObject([{ text: 'Agreed to pay on Tuesday' }]);

    const undone = await shop.client.post(url, { willTake: false });
    expect(undone.status).toBe(200);
    expect(undone.body.item.customerWillTakeAt).toBeNull();
    expect(undone.body.item.notes).toHaveLength(1);
  });

  it('refuses "will take it" for a parcel on its way back', async () => {
    const back = await parcelAt(world, shop, redx, 'agent-returning');
    const res = await shop.client.post(`/api/hold-desk/${back.parcel.id}/will-take`, { willTake: true });
    expect(res.status).toBe(409);
    expect(res.body.error.key).toBe('holdWillTakeNotNow');
  });

  it('answers 400 with the failing fields', async () => {
    const held = await parcelAt(world, shop, steadfast, 'hold');
    const base = `/api/hold-desk/${held.parcel.id}`;
    const empty = await shop.client.post(`${base}/notes`, { text: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fieldProblems.text.key).toBe('holdNoteRequired');
    const long = await shop.client.post(`${base}/notes`, { text: 'x'.repeat(501) });
    expect(long.body.error.fieldProblems.text.key).toBe('holdNoteTooLong');
    const missing = await shop.client.post(`${base}/notes`, {});
    expect(missing.body.error.fields).toHaveProperty('text');
    const willTake = await shop.client.post(`${base}/will-take`, { willTake: 'yes' });
    expect(willTake.status).toBe(400);
    expect(willTake.body.error.fields).toHaveProperty('willTake');
    const resend = await shop.client.post(`${base}/resend`, { courierId: 'Pathao' });
    expect(resend.status).toBe(400);
    expect(resend.body.error.fieldProblems.courierId.key).toBe('holdCourierRequired');
    expect((await shop.client.post('/api/hold-desk/not-an-id/notes', { text: 'x' })).status).toBe(400);
  });

  it('answers 404 for another seller’s parcel and for a parcel not on the desk', async () => {
    const held = await parcelAt(world, shop, steadfast, 'hold');
    const other = await sellerWithCatalogue(world.server, 'Hold Desk Other Shop');
    for (const [path, body] of [
      ['notes', { text: 'Mine?' }],
      ['will-take', { willTake: true }],
      ['return', undefined],
      ['received-back', undefined],
      ['resend', { courierId: redx.id }],
    ] as const) {
      const res = await other.client.post(`/api/hold-desk/${held.parcel.id}/${path}`, body);
      expect(res.status, path).toBe(404);
    }
    expect((await other.client.get('/api/hold-desk')).body.items).toEqual([]);

    const delivered = await parcelAt(world, shop, steadfast, 'pending');
    await moveTo(world, shop, steadfast, delivered.parcel, 'delivered');
    const res = await shop.client.post(`/api/hold-desk/${delivered.parcel.id}/notes`, { text: 'x' });
    expect(res.status).toBe(404);
  });
});
