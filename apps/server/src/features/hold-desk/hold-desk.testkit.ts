import type { HoldDeskItem } from '@chalan/core/hold-desk/schemas';
import { expect } from 'vitest';
import {
  type ApiCourier,
  moveAtCourier,
  parcelRows,
  type ServerWithFakeCourier,
  sendOrder,
} from '../../test/courier-fixtures.testkit.ts';
import { placeOrder, type SellerWithCatalogue } from '../../test/order-fixtures.testkit.ts';
import { makeDue, runSync } from '../parcels/parcel-fixtures.testkit.ts';

/**
 * Hold desk tests: an order of `qty` sarees sent to `courier` through the API, moved at the fake courier to
 * `status` (in the courier's own words) and read back by the status sync, as a seller's desk would get it.
 */
export async function parcelAt(
  world: ServerWithFakeCourier,
  shop: SellerWithCatalogue,
  courier: ApiCourier,
  status: string,
  qty = 1,
) {
  const order = await placeOrder(shop, {
    courierId: courier.id,
    lines: [{ productId: shop.products[0]!.id, qty, discount: 0 }],
  });
  const sent = await sendOrder(shop, order.id);
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const [parcel] = await parcelRows(world.server, shop, order.id);
  await moveTo(world, shop, courier, parcel!, status);
  return { order, parcel: parcel! };
}

/** The courier moves the parcel on, and the status sync hears it. */
export async function moveTo(
  world: ServerWithFakeCourier,
  shop: SellerWithCatalogue,
  courier: ApiCourier,
  parcel: { id: string; consignmentId: string | null },
  status: string,
) {
  moveAtCourier(world.fake, courier, parcel.consignmentId, status);
  await makeDue(shop, parcel.id);
  const run = await runSync(world.server);
  expect(run.failed).toBe(0);
}

export const desk = async (shop: SellerWithCatalogue) => {
  const res = await shop.client.get('/api/hold-desk');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.items as HoldDeskItem[];
};

export const deskItem = async (shop: SellerWithCatalogue, parcelId: string) =>
  (await desk(shop)).find((i) => i.parcelId === parcelId);
