import type { DeliveryStatus } from '@chalan/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parcels } from '../../db/schema/index.ts';
import {
  type ApiCourier,
  addApiCourier,
  type ServerWithFakeCourier,
  startCourierShop,
} from '../../test/courier-fixtures.testkit.ts';
import { newModerator, type SignedInUser } from '../../test/fixtures.testkit.ts';
import {
  placeOrder,
  type SellerWithCatalogue,
  sellerWithCatalogue,
} from '../../test/order-fixtures.testkit.ts';

let world: ServerWithFakeCourier;
let shop: SellerWithCatalogue;
let steadfast: ApiCourier;
let pathao: ApiCourier;
let redx: ApiCourier;

const choice = (query: string, as: SignedInUser = shop) => as.client.get(`/api/couriers/choice?${query}`);
const optionOf = (
  body: { options: { courierId: string; chargePoisha: number }[] },
  courier: { id: string },
) => body.options.find((o) => o.courierId === courier.id);

/** Parcels that ended, written straight to the table (how they got there is the sync's tests' business). */
async function endedParcels(
  orderId: string,
  courier: { id: string },
  statuses: DeliveryStatus[],
  calledBack = false,
) {
  await world.server.deps.database.db.insert(parcels).values(
    statuses.map((status, i) => ({
      sellerId: shop.sellerId,
      orderId,
      courierId: courier.id,
      invoice: `${orderId.slice(0, 8)}-${courier.id.slice(0, 4)}-${status}-${i}-${calledBack}`,
      status,
      active: false,
      ...(calledBack ? { cancelRequestedAt: new Date() } : {}),
    })),
  );
}

beforeAll(async () => {
  ({ world, shop } = await startCourierShop('Courier Choice Shop'));
  [steadfast, pathao, redx] = [
    await addApiCourier(shop, world.fake, 'steadfast'),
    await addApiCourier(shop, world.fake, 'pathao'),
    await addApiCourier(shop, world.fake, 'redx'),
  ];
  const inDhaka = await placeOrder(shop, { courierId: steadfast.id });
  const inChattogram = await placeOrder(shop, { customerId: shop.outsideCustomer.id });
  await endedParcels(inDhaka.id, steadfast, ['delivered', 'delivered', 'delivered', 'partial_delivered']);
  await endedParcels(inDhaka.id, steadfast, ['cancelled', 'cancelled']);
  // Called back by the seller: not the courier's failure.
  await endedParcels(inDhaka.id, steadfast, ['cancelled'], true);
  await endedParcels(inDhaka.id, pathao, ['delivered', 'delivered', 'delivered', 'delivered', 'delivered']);
  await endedParcels(inDhaka.id, pathao, ['cancelled']);
  // Still on its way, and another district's: neither counts for Dhaka.
  await endedParcels(inDhaka.id, redx, ['pending', 'hold']);
  await endedParcels(inChattogram.id, redx, ['cancelled', 'cancelled']);
});
afterAll(() => world?.close());

describe('each courier for a district: its delivery rate on the seller’s own parcels, and its charge', () => {
  it('counts delivered (in whole or part) over ended parcels to that district, leaving out ones called back', async () => {
    const res = await choice('district=Dhaka&thana=Dhanmondi&codPoisha=150000');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.district).toBe('Dhaka');
    expect(optionOf(res.body, steadfast)).toMatchObject({
      deliveredParcels: 4,
      finalParcels: 6,
      deliveryRate: 67,
    });
    expect(optionOf(res.body, pathao)).toMatchObject({
      deliveredParcels: 5,
      finalParcels: 6,
      deliveryRate: 83,
    });
    expect(optionOf(res.body, redx)).toMatchObject({
      deliveredParcels: 0,
      finalParcels: 0,
      deliveryRate: null,
    });
    expect(optionOf(res.body, shop.courier)).toMatchObject({ finalParcels: 0, deliveryRate: null });
    // Only active couriers are offered.
    expect(res.body.options).toHaveLength(4);
  });

  it("asks Pathao's price plan and RedX's charge calculator; Steadfast and hand-booked couriers use the rate card", async () => {
    const dhaka = (await choice('district=dhaka&thana=Mirpur&codPoisha=150000&weightGrams=500')).body;
    // Pathao: 60 taka in Dhaka and its 1% COD fee on 1,500 taka.
    expect(optionOf(dhaka, pathao)).toMatchObject({ chargePoisha: 7_500, chargeSource: 'courier' });
    expect(optionOf(dhaka, redx)).toMatchObject({ chargePoisha: 6_000, chargeSource: 'courier' });
    expect(optionOf(dhaka, steadfast)).toMatchObject({ chargePoisha: 6_000, chargeSource: 'rate_card' });
    expect(optionOf(dhaka, shop.courier)).toMatchObject({ chargePoisha: 6_000, chargeSource: 'rate_card' });

    const outside = (await choice('district=Chattogram&thana=Hathazari&codPoisha=150000&weightGrams=2500'))
      .body;
    // Pathao outside Dhaka: 110 + 15 a kilo past the first (2.5 kg → 2 more) + 15 COD fee.
    expect(optionOf(outside, pathao)).toMatchObject({ chargePoisha: 15_500, chargeSource: 'courier' });
    // RedX: 120 + 15 a kilo past the first (2.5 kg → 2 more) + 1% COD charge outside Dhaka.
    expect(optionOf(outside, redx)).toMatchObject({ chargePoisha: 16_500, chargeSource: 'courier' });
    expect(optionOf(outside, redx)).toMatchObject({ finalParcels: 2, deliveryRate: 0 });
  });

  it('shows the rate card, with why, where the courier gives no price', async () => {
    const res = await choice('district=Bagerhat&codPoisha=0');
    expect(optionOf(res.body, pathao)).toMatchObject({
      chargePoisha: 12_000,
      chargeSource: 'rate_card',
      chargeNote: { key: 'courierNoDeliveryArea', message: 'Pathao has no delivery area in Bagerhat' },
    });

    world.fake.injectFault('redx', { kind: 'error', status: 503 });
    const down = await choice('district=Sylhet&codPoisha=0');
    expect(down.status).toBe(200);
    expect(optionOf(down.body, redx)).toMatchObject({ chargePoisha: 12_000, chargeSource: 'rate_card' });
    expect(optionOf(down.body, redx)!).toHaveProperty('chargeNote.message', expect.stringMatching(/RedX/));
  });

  it('refuses a district that is not one of the 64, and answers staff too', async () => {
    const res = await choice('district=Atlantis');
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toHaveProperty('district');
    const staff = await newModerator(shop.server, shop);
    expect((await choice('district=Dhaka', staff)).status).toBe(200);
  });
});

describe("the seller's rule picks the courier", () => {
  const settings = (body: unknown) => shop.client.put('/api/couriers/choice-settings', body);
  const suggested = async (query = 'district=Dhaka&codPoisha=150000') =>
    (await choice(query)).body.suggestedCourierId;

  it('starts with the last used courier, as Start Order always did', async () => {
    expect((await shop.client.get('/api/couriers/choice-settings')).body.settings).toEqual({
      rule: 'last_used',
      districts: [],
    });
    // The Dhaka order of beforeAll was saved last with Steadfast... then the Chattogram one with the
    // hand-booked courier: that is the last used.
    expect(await suggested()).toBe(shop.courier.id);
  });

  it('cheapest, best delivery rate, or the courier fixed for the district (elsewhere the cheapest)', async () => {
    expect((await settings({ rule: 'cheapest', districts: [] })).status).toBe(200);
    // Three charge 60 taka in Dhaka: the best rate of them (Steadfast 67% on 6 parcels).
    expect(await suggested()).toBe(steadfast.id);

    await settings({ rule: 'best_rate', districts: [] });
    expect(await suggested()).toBe(pathao.id);

    const saved = await settings({
      rule: 'by_district',
      districts: [{ district: 'dhaka', courierId: redx.id }],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({
      key: 'courierChoiceSaved',
      settings: { rule: 'by_district', districts: [{ district: 'Dhaka', courierId: redx.id }] },
    });
    expect(await suggested()).toBe(redx.id);
    // No courier fixed for Chattogram: the cheapest there (the rate card's 120 taka, both hand-booked and Steadfast; Steadfast has no parcels there either).
    const there = (await choice('district=Chattogram&codPoisha=150000')).body;
    const cheapest = Math.min(...there.options.map((o: { chargePoisha: number }) => o.chargePoisha));
    expect(optionOf(there, { id: there.suggestedCourierId })!.chargePoisha).toBe(cheapest);
  });

  it('refuses a courier that is not one of the seller’s active ones, a district twice, or an unknown rule', async () => {
    const other = await sellerWithCatalogue(shop.server, 'Another Choice Shop');
    const res = await settings({
      rule: 'by_district',
      districts: [{ district: 'Dhaka', courierId: other.courier.id }],
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fieldProblems).toHaveProperty(
      ['districts.0.courierId', 'key'],
      'courierChoiceUnknownCourier',
    );

    const twice = await settings({
      rule: 'by_district',
      districts: [
        { district: 'Dhaka', courierId: redx.id },
        { district: 'ঢাকা', courierId: pathao.id },
      ],
    });
    expect(twice.status).toBe(400);
    expect((await settings({ rule: 'nearest', districts: [] })).status).toBe(400);
    // Nothing of the refused changes was kept.
    expect((await shop.client.get('/api/couriers/choice-settings')).body.settings.districts).toEqual([
      { district: 'Dhaka', courierId: redx.id },
    ]);
  });
});
