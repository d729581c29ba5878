import { formatTaka } from '@chalan/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ApiCourier,
  addApiCourier,
  fakeParcels,
  moveAtCourier,
  parcelRows,
  type ServerWithFakeCourier,
  sendOrder,
  sentParcel,
  startCourierShop,
} from '../../test/courier-fixtures.testkit.ts';
import {
  availableQtyOf,
  orderEventRows,
  type SellerWithCatalogue,
} from '../../test/order-fixtures.testkit.ts';
import { makeDue, runSync } from '../parcels/parcel-fixtures.testkit.ts';

/**
 * DESIGN "where we differ" 11: Cancel, Back to Processing and Delete of an order whose parcel is with a
 * courier cancel it at the courier first (RedX cancels, Steadfast takes a return request); Pathao's API
 * cannot, so the order is marked until Pathao reports the parcel cancelled. An edit that changes what the
 * customer pays changes the COD at the courier (RedX) or is refused.
 */

let world: ServerWithFakeCourier;
let shop: SellerWithCatalogue;
let redx: ApiCourier;
let steadfast: ApiCourier;
let pathao: ApiCourier;

beforeAll(async () => {
  ({ world, shop } = await startCourierShop('Cancel Shop'));
  redx = await addApiCourier(shop, world.fake, 'redx');
  steadfast = await addApiCourier(shop, world.fake, 'steadfast');
  pathao = await addApiCourier(shop, world.fake, 'pathao');
});
afterAll(() => world?.close());

const status = (id: string, to: string) => shop.client.patch(`/api/orders/${id}/status`, { status: to });
const order = async (id: string) => (await shop.client.get(`/api/orders/${id}`)).body;
const atFake = (courier: ApiCourier, consignmentId: string | null) =>
  fakeParcels(world.fake, courier).find((p) => p.consignmentId === consignmentId)!;

async function syncParcel(parcelId: string) {
  await makeDue(shop, parcelId);
  await runSync(world.server);
}

describe('cancelling an order whose parcel is with a courier', () => {
  it('cancels the parcel at RedX first, and says so', async () => {
    const { order: sent, parcel } = await sentParcel(shop, redx);
    const res = await status(sent.id, 'cancelled');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.courierNotice.key).toBe('courierParcelCancelled');
    expect(atFake(redx, parcel.consignmentId).status).toBe('cancelled');
    expect(res.body.order.status).toBe('cancelled');
    expect(res.body.order.courierCancel).toBeNull();
    const [row] = await parcelRows(world.server, shop, sent.id);
    expect(row!.status).toBe('cancelled');
    const timeline = await orderEventRows(world.server, shop, sent.id);
    expect(timeline.map((e) => e.kind)).toContain('courier_cancel');
  });

  it('asks Steadfast for a return, marks the order until Steadfast reports the parcel cancelled', async () => {
    const { order: sent, parcel } = await sentParcel(shop, steadfast);
    const res = await status(sent.id, 'cancelled');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.courierNotice.key).toBe('courierReturnRequested');
    expect(res.body.order.courierCancel).toMatchObject({ state: 'requested', courier: steadfast.name });

    await moveAtCourier(world.fake, steadfast, parcel.consignmentId, 'cancelled');
    await syncParcel(parcel.id);
    const after = await order(sent.id);
    expect(after.courierCancel).toBeNull();
    expect(after.events.at(-1)).toMatchObject({
      kind: 'courier_cancel',
      changes: { courierCancel: { from: 'requested', to: 'cancelled' } },
    });
  });

  it('says plainly that Pathao cannot cancel, keeps the order marked, and clears the mark when Pathao reports it', async () => {
    const { order: sent, parcel } = await sentParcel(shop, pathao);
    const res = await status(sent.id, 'cancelled');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.courierNotice.key).toBe('courierCannotCancel');
    expect(res.body.courierNotice.message).toContain('Pathao');
    expect(res.body.order.courierCancel).toMatchObject({ state: 'manual', courier: pathao.name });
    // Still on Pathao's road: nothing was sent to it.
    expect(atFake(pathao, parcel.consignmentId).status).toBe('pending');

    const list = await shop.client.get('/api/orders?status=cancelled&limit=100');
    const listed = list.body.items.find((o: { id: string }) => o.id === sent.id);
    expect(listed.courierCancel).toMatchObject({ state: 'manual' });

    await moveAtCourier(world.fake, pathao, parcel.consignmentId, 'returned');
    await syncParcel(parcel.id);
    expect((await order(sent.id)).courierCancel).toBeNull();
  });

  it('changes nothing when the courier will not cancel (already delivered)', async () => {
    const { order: sent, parcel } = await sentParcel(shop, redx);
    await moveAtCourier(world.fake, redx, parcel.consignmentId, 'delivered');
    const res = await status(sent.id, 'cancelled');
    expect(res.status).toBe(422);
    expect(res.body.error.key).toBe('courierCancelRefused');
    const after = await order(sent.id);
    expect(after.status).toBe('ready');
    expect(after.courierStatus).toBe('sent');
  });

  it('changes nothing when the courier cannot be reached', async () => {
    const { order: sent } = await sentParcel(shop, redx);
    world.fake.injectFault('redx', { kind: 'error', status: 503 }, 1);
    const res = await status(sent.id, 'cancelled');
    expect(res.status).toBe(502);
    expect(res.body.error.key).toBe('orderCancelAtCourierFailed');
    expect((await order(sent.id)).status).toBe('ready');
  });
});

describe('back to processing and delete of a sent order', () => {
  it('back to processing cancels at RedX; the next send books a new parcel under a new id without asking', async () => {
    const { order: sent, parcel } = await sentParcel(shop, redx);
    const back = await status(sent.id, 'processing');
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body.order).toMatchObject({ status: 'processing', courierStatus: 'returned' });
    expect(atFake(redx, parcel.consignmentId).status).toBe('cancelled');

    const again = await sendOrder(shop, sent.id);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.code).not.toBe(sent.code);
    expect(fakeParcels(world.fake, redx).filter((p) => p.invoice === again.body.code)).toHaveLength(1);
  });

  it('asks before sending again while the earlier Pathao parcel may still be live, naming it', async () => {
    const { order: sent, parcel } = await sentParcel(shop, pathao);
    expect((await status(sent.id, 'processing')).status).toBe(200);
    const asked = await sendOrder(shop, sent.id);
    expect(asked.status).toBe(409);
    expect(asked.body.error).toMatchObject({ code: 'CONFIRMATION_NEEDED', key: 'earlierParcelMayBeLive' });
    expect(asked.body.error.message).toContain(parcel.consignmentId);
    expect(await parcelRows(world.server, shop, sent.id)).toHaveLength(1);

    const confirmed = await shop.client.post(`/api/orders/${sent.id}/send?confirmLiveParcel=true`);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(await parcelRows(world.server, shop, sent.id)).toHaveLength(2);
  });

  it('delete cancels at RedX first; a Pathao parcel makes delete refuse until it is cancelled there', async () => {
    const atRedx = await sentParcel(shop, redx);
    const deleted = await shop.client.delete(`/api/orders/${atRedx.order.id}`);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(deleted.body.courierNotice.key).toBe('courierParcelCancelled');
    expect(atFake(redx, atRedx.parcel.consignmentId).status).toBe('cancelled');

    const atPathao = await sentParcel(shop, pathao);
    const refused = await shop.client.delete(`/api/orders/${atPathao.order.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.key).toBe('orderDeleteNeedsCourierCancel');
    expect((await shop.client.get(`/api/orders/${atPathao.order.id}`)).status).toBe(200);
  });

  it('the courier page’s Cancel cancels at the courier too', async () => {
    const { order: sent, parcel } = await sentParcel(shop, redx);
    const res = await shop.client.post(`/api/orders/${sent.id}/courier-close`, { status: 'cancelled' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.courierNotice.key).toBe('courierParcelCancelled');
    expect(atFake(redx, parcel.consignmentId).status).toBe('cancelled');
  });
});

describe('editing the amounts of a sent order', () => {
  const editBody = (o: Awaited<ReturnType<typeof order>>, changes: Record<string, unknown>) => ({
    name: o.name,
    phone: o.phone,
    address: o.address,
    district: o.district,
    thana: o.thana,
    courierId: o.courier.id,
    refNo: o.refNo,
    paymentType: o.paymentType,
    lines: o.lines.map((l: { productId: string; qty: number; discount: number }) => ({
      productId: l.productId,
      qty: l.qty,
      discount: l.discount,
    })),
    discountOnAll: o.discount,
    deliveryCharge: o.deliveryCharge,
    advance: o.advance,
    note: o.note ?? '',
    ...changes,
  });

  it('changes the COD at RedX first, and the timeline records it', async () => {
    const { order: sent, parcel } = await sentParcel(shop, redx);
    const before = await order(sent.id);
    const res = await shop.client.put(`/api/orders/${sent.id}`, editBody(before, { advance: 50_000 }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.courierNotice.key).toBe('courierCodUpdated');
    expect(res.body.order.payable).toBe(before.payable - 50_000);
    expect(atFake(redx, parcel.consignmentId).codAmount).toBe((before.payable - 50_000) / 100);
    const edited = (await orderEventRows(world.server, shop, sent.id)).at(-1)!;
    expect(edited.changes?.courierCod).toEqual({ from: before.payable, to: before.payable - 50_000 });
  });

  it('refuses where the courier cannot change the amount, and keeps the rest editable', async () => {
    const { order: sent } = await sentParcel(shop, steadfast);
    const before = await order(sent.id);
    const stock = await availableQtyOf(world.server, shop, shop.products[0]!.id);
    const refused = await shop.client.put(
      `/api/orders/${sent.id}`,
      editBody(before, { lines: [{ productId: shop.products[0]!.id, qty: 2, discount: 0 }] }),
    );
    expect(refused.status).toBe(409);
    expect(refused.body.error.key).toBe('codNotChangeableAtCourier');
    // What the courier collects travels as poisha; the English text writes it as taka.
    expect(refused.body.error.params.amountPoisha).toBe(before.payable);
    expect(refused.body.error.message).toContain(`collects ${formatTaka(before.payable)} and`);
    expect((await order(sent.id)).payable).toBe(before.payable);
    expect(await availableQtyOf(world.server, shop, shop.products[0]!.id)).toBe(stock);

    const note = await shop.client.put(
      `/api/orders/${sent.id}`,
      editBody(before, { note: 'Call before noon' }),
    );
    expect(note.status, JSON.stringify(note.body)).toBe(200);
    expect(note.body.courierNotice).toBeNull();
  });
});
