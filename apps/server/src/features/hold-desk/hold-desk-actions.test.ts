import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ApiCourier,
  fakeParcels,
  moveAtCourier,
  parcelRows,
  type ShopWithEveryCourier,
  startShopWithEveryCourier,
} from '../../test/courier-fixtures.testkit.ts';
import { availableQtyOf, orderEventRows, orderRow } from '../../test/order-fixtures.testkit.ts';
import { parcelRow } from '../parcels/parcel-fixtures.testkit.ts';
import { deskItem, moveTo, parcelAt } from './hold-desk.testkit.ts';

// Set in beforeAll.
let { world, shop, steadfast, pathao, redx } = {} as ShopWithEveryCourier;

beforeAll(async () => {
  ({ world, shop, steadfast, pathao, redx } = await startShopWithEveryCourier('Hold Desk Actions Shop'));
});
afterAll(() => world?.close());

const act = (parcelId: string, action: string, body?: unknown) =>
  shop.client.post(`/api/hold-desk/${parcelId}/${action}`, body);

/** Steadfast's return requests of this account, as its API lists them. */
async function returnRequests(courier: ApiCourier) {
  const res = await fetch(`${world.fake.url}/steadfast/api/v1/get_return_requests`, {
    headers: { 'Api-Key': courier.account, 'Secret-Key': courier.account.replace('sf-key-', 'sf-secret-') },
  });
  return (await res.json()) as { consignment_id: string | number; status: string }[];
}

describe('return it', () => {
  it('Steadfast: asks for a return request, recorded on the parcel and the order’s timeline', async () => {
    const held = await parcelAt(world, shop, steadfast, 'hold');
    const res = await act(held.parcel.id, 'return');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.key).toBe('courierReturnRequested');
    expect(await returnRequests(steadfast)).toMatchObject([
      { consignment_id: expect.anything(), status: 'pending' },
    ]);
    expect(String((await returnRequests(steadfast))[0]!.consignment_id)).toBe(held.parcel.consignmentId);
    expect(await parcelRow(shop, held.parcel.id)).toMatchObject({ cancelState: 'requested', status: 'hold' });
    expect(res.body.item).toMatchObject({
      returnAskedAt: expect.any(String),
      actions: { return: { open: false, reason: { key: 'holdReturnAsked' } }, willTake: { open: false } },
    });
    const events = await orderEventRows(world.server, shop, held.order.id);
    expect(events.at(-1)).toMatchObject({
      kind: 'courier_cancel',
      changes: { courierCancel: { to: 'requested' }, courier: { to: steadfast.name } },
    });
    // A second tap asks nothing more.
    const again = await act(held.parcel.id, 'return');
    expect(again.status).toBe(409);
    expect(again.body.error.key).toBe('holdReturnAsked');
    expect(await returnRequests(steadfast)).toHaveLength(1);

    // Steadfast approves it and the parcel comes back: received back and re-send open.
    await moveTo(world, shop, steadfast, held.parcel, 'cancelled');
    const back = await deskItem(shop, held.parcel.id);
    expect(back).toMatchObject({
      kind: 'returned',
      returnAskedAt: null,
      actions: { receivedBack: { open: true }, resend: { open: true } },
    });
  });

  it('Steadfast: an answer that never comes changes nothing and says so', async () => {
    const held = await parcelAt(world, shop, steadfast, 'hold');
    world.fake.injectFault('steadfast', { kind: 'timeout', path: '/create_return_request' });
    const res = await act(held.parcel.id, 'return');
    expect(res.status).toBe(502);
    expect(res.body.error.key).toBe('orderCancelAtCourierFailed');
    expect(await parcelRow(shop, held.parcel.id)).toMatchObject({ cancelState: null, status: 'hold' });
  });

  it('RedX: cancels a parcel back at its hub; the parcel is then returning', async () => {
    const held = await parcelAt(world, shop, redx, 'agent-hold');
    // The agent took it back to RedX's hub since our last news.
    moveAtCourier(world.fake, redx, held.parcel.consignmentId, 'ready-for-delivery');
    const res = await act(held.parcel.id, 'return');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.key).toBe('courierParcelCancelled');
    expect(fakeParcels(world.fake, redx).find((p) => p.invoice === held.order.code)?.status).toBe(
      'agent-returning',
    );
    expect(res.body.item).toMatchObject({
      kind: 'returning',
      status: 'cancelled',
      actions: { receivedBack: { open: true }, resend: { open: true } },
    });
  });

  it('RedX: refused while the agent has it, with RedX’s words and whom to ask', async () => {
    const held = await parcelAt(world, shop, redx, 'agent-hold');
    const res = await act(held.parcel.id, 'return');
    expect(res.status).toBe(422);
    expect(res.body.error.key).toBe('holdReturnWithAgent');
    expect(res.body.error.message).toMatch(/“A agent-hold parcel can not be cancelled”\. Ask RedX API \d+/);
    expect(await parcelRow(shop, held.parcel.id)).toMatchObject({ status: 'hold', cancelState: null });
  });

  it('Pathao: explained, its API has no return call', async () => {
    const held = await parcelAt(world, shop, pathao, 'On Hold');
    const res = await act(held.parcel.id, 'return');
    expect(res.status).toBe(409);
    expect(res.body.error.key).toBe('holdReturnInPanel');
    expect(res.body.error.message).toContain(`${pathao.name} merchant panel`);
    expect(await parcelRow(shop, held.parcel.id)).toMatchObject({ cancelState: null });
  });
});

describe('received back', () => {
  it('marks the order returned, puts its goods back once, and takes it off the desk', async () => {
    const productId = shop.products[0]!.id;
    const back = await parcelAt(world, shop, redx, 'returned', 2);
    const notYet = await parcelAt(world, shop, steadfast, 'hold');
    expect((await act(notYet.parcel.id, 'received-back')).body.error.key).toBe('holdNotBackYet');
    const before = await availableQtyOf(world.server, shop, productId);

    const res = await act(back.parcel.id, 'received-back');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ key: 'holdReceivedBack', item: null });
    expect(await orderRow(world.server, shop, back.order.id)).toMatchObject({
      status: 'returned',
      courierStatus: 'returned',
    });
    expect(await availableQtyOf(world.server, shop, productId)).toBe(before + 2);
    expect(await deskItem(shop, back.parcel.id)).toBeUndefined();
    const events = await orderEventRows(world.server, shop, back.order.id);
    expect(events.at(-1)).toMatchObject({
      kind: 'hold_desk',
      changes: { holdDesk: { to: 'received_back' }, courier: { to: redx.name } },
    });
    expect((await act(back.parcel.id, 'received-back')).status).toBe(404);
    expect(await availableQtyOf(world.server, shop, productId)).toBe(before + 2);
  });
});

describe('send with another courier', () => {
  it('books the returned order once with the other courier, under a new id', async () => {
    const back = await parcelAt(world, shop, steadfast, 'cancelled');
    expect((await act(back.parcel.id, 'resend', { courierId: steadfast.id })).body.error.key).toBe(
      'holdSameCourier',
    );

    const res = await act(back.parcel.id, 'resend', { courierId: redx.id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ key: 'holdResent', item: null });
    const order = (await orderRow(world.server, shop, back.order.id))!;
    expect(order).toMatchObject({ courierId: redx.id, status: 'ready', courierStatus: 'sent' });
    expect(order.code).not.toBe(back.order.code);
    expect(res.body.message).toBe(`Order ${order.code} is sent again, now with ${redx.name}`);
    expect(fakeParcels(world.fake, redx).filter((p) => p.invoice === order.code)).toHaveLength(1);
    expect(await parcelRows(world.server, shop, back.order.id)).toMatchObject([
      { courierId: steadfast.id, active: false },
      { courierId: redx.id, active: true, booking: 'booked' },
    ]);
    const kinds = (await orderEventRows(world.server, shop, back.order.id)).map((e) => e.kind);
    expect(kinds.filter((k) => k === 'hold_desk' || k === 'dispatch')).toEqual([
      'dispatch',
      'hold_desk',
      'dispatch',
    ]);

    // Never twice: the old parcel has left the desk.
    const again = await act(back.parcel.id, 'resend', { courierId: pathao.id });
    expect(again.status).toBe(404);
    expect(fakeParcels(world.fake, pathao).filter((p) => p.invoice === order.code)).toHaveLength(0);
  });
});
