import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parcels } from '../../db/schema/index.ts';
import {
  type ApiCourier,
  addApiCourier,
  changeOrderRow,
  fakeParcels,
  parcelRows,
  type ServerWithFakeCourier,
  sendOrder,
  startCourierShop,
} from '../../test/courier-fixtures.testkit.ts';
import {
  orderEventRows,
  orderRow,
  placeOrder,
  type SellerWithCatalogue,
} from '../../test/order-fixtures.testkit.ts';

/** Spec §4: an order the courier returned is sent again under a new id; its old id still finds it. */

let world: ServerWithFakeCourier;
let shop: SellerWithCatalogue;
let courier: ApiCourier;
beforeAll(async () => {
  ({ world, shop } = await startCourierShop('Redispatch Shop'));
  courier = await addApiCourier(shop, world.fake, 'steadfast');
});
afterAll(() => world?.close());

/** An order booked with Steadfast that the courier then returned (as the courier page will record it). */
async function returnedOrder() {
  const order = await placeOrder(shop, { courierId: courier.id });
  const sent = await sendOrder(shop, order.id);
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  await changeOrderRow(shop, order.id, { courierStatus: 'returned' });
  await world.server.deps.database.db
    .update(parcels)
    .set({ active: false, status: 'cancelled', rawStatus: 'cancelled' })
    .where(and(eq(parcels.sellerId, shop.sellerId), eq(parcels.orderId, order.id)));
  return order;
}

const search = (text: string) => shop.client.get(`/api/orders?status=all&search=${encodeURIComponent(text)}`);

describe('sending an order the courier returned', () => {
  it('gives it a new id, books a new parcel under it, and the old id still finds the order', async () => {
    const order = await returnedOrder();
    const oldCode = order.code;

    const res = await sendOrder(shop, order.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const newCode = res.body.code as string;
    expect(newCode).not.toBe(oldCode);
    expect(res.body.messages.map((m: { message: string }) => m.message)).toEqual([
      'New order id generated successfully',
      'Order sent to courier successfully',
    ]);

    expect(fakeParcels(world.fake, courier).map((p) => p.invoice)).toEqual([oldCode, newCode]);
    expect(await parcelRows(world.server, shop, order.id)).toMatchObject([
      { invoice: oldCode, active: false },
      { invoice: newCode, active: true, booking: 'booked', consignmentId: res.body.consignmentId },
    ]);
    expect(await orderRow(world.server, shop, order.id)).toMatchObject({
      code: newCode,
      status: 'ready',
      courierStatus: 'sent',
    });
    const codeEvent = (await orderEventRows(world.server, shop, order.id)).find(
      (e) => e.kind === 'code_changed',
    );
    expect(codeEvent?.changes).toEqual({ code: { from: oldCode, to: newCode } });

    for (const code of [oldCode, newCode]) {
      const found = await search(code);
      expect(found.body.items, code).toMatchObject([
        { id: order.id, code: newCode, previousCodes: [oldCode] },
      ]);
    }
  });

  it('keeps the new id when the courier fails, and the next attempt sends under it without another', async () => {
    const order = await returnedOrder();
    world.fake.injectFault('steadfast', { kind: 'error', status: 503, path: '/create_order' });

    const failed = await sendOrder(shop, order.id);
    expect(failed.status).toBe(502);
    const newCode = failed.body.error.params.code as string;
    expect(newCode).not.toBe(order.code);
    expect(await orderRow(world.server, shop, order.id)).toMatchObject({
      code: newCode,
      status: 'ready',
      courierStatus: 'none',
    });
    expect(fakeParcels(world.fake, courier).filter((p) => p.invoice === newCode)).toHaveLength(0);

    const again = await sendOrder(shop, order.id);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.code).toBe(newCode);
    expect(again.body.messages.map((m: { key: string }) => m.key)).toEqual(['orderSentToCourier']);
    expect(fakeParcels(world.fake, courier).filter((p) => p.invoice === newCode)).toHaveLength(1);
    const kinds = (await orderEventRows(world.server, shop, order.id)).map((e) => e.kind);
    expect(kinds.filter((k) => k === 'code_changed')).toHaveLength(1);
    expect((await search(order.code)).body.items).toMatchObject([
      { id: order.id, code: newCode, previousCodes: [order.code] },
    ]);
  });
});
