import {
  type ApiProvider,
  type CreateOrderInput,
  type EditOrderInput,
  productBodySchema,
} from '@chalan/core';
import type { OrderDetail } from '@chalan/core/orders/replies';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../../app-env.ts';
import {
  addApiCourier,
  fakeParcels,
  type ServerWithFakeCourier,
  sendOrder,
  startCourierShop,
} from '../../test/courier-fixtures.testkit.ts';
import {
  orderBody,
  orderEventRows,
  orderRow,
  placeOrder,
  type SellerWithCatalogue,
} from '../../test/order-fixtures.testkit.ts';
import { createProduct } from '../products/products.service.ts';

/**
 * Issue 17, item 4: every product has a weight (half a kilo unless weighed), an order weighs the sum of
 * its lines unless a weight is typed, and the weight, Steadfast's delivery type and Pathao's item type
 * reach the courier. The fake courier keeps what each create call carried.
 */

let world: ServerWithFakeCourier;
let shop: SellerWithCatalogue;
/** 600 g and 150 g a unit, 40 of each in stock. */
let saree: string;
let scarf: string;
beforeAll(async () => {
  ({ world, shop } = await startCourierShop('Weight Shop'));
  saree = await weighedProduct('Weighed Saree', 600, 40);
  scarf = await weighedProduct('Weighed Scarf', 150, 40);
});
afterAll(() => world?.close());

/** A stocked product of the shop with its weight, made by the service the route calls. */
async function weighedProduct(name: string, weightGrams: number, qty: number): Promise<string> {
  const actor: Actor = {
    userId: shop.userId,
    sellerId: shop.sellerId,
    role: 'Admin',
    master: false,
    name: 'Weight Shop',
    email: shop.email,
  };
  const input = productBodySchema.parse({
    name,
    storeId: shop.store.id,
    liftPrice: 10_000,
    salePrice: 20_000,
    qty,
    weightGrams,
  });
  return createProduct(world.server.deps.database.db, actor, input);
}

/** Order lines of sarees and scarves (none of a product: no line). */
const lines = (sarees: number, scarves: number) =>
  [
    { productId: saree, qty: sarees, discount: 0 },
    { productId: scarf, qty: scarves, discount: 0 },
  ].filter((l) => l.qty > 0);

const order = (overrides: Partial<CreateOrderInput>) =>
  placeOrder(shop, { lines: lines(2, 3), ...overrides });

describe('a product’s weight', () => {
  it('is kept in grams, half a kilo when none is given, and listed, searched and exported', async () => {
    const body = { name: 'Honey Jar', storeId: shop.store.id, liftPrice: 1, salePrice: 2, qty: 1 };
    const unweighed = await shop.client.post('/api/products', body);
    expect(unweighed.status).toBe(201);
    expect(unweighed.body.product.weightGrams).toBe(500);
    const weighed = await shop.client.put(`/api/products/${unweighed.body.product.id}`, {
      ...body,
      weightGrams: 1_250,
    });
    expect(weighed.status).toBe(200);
    expect(weighed.body.product.weightGrams).toBe(1_250);

    const listed = await shop.client.get('/api/products?search=honey');
    expect(listed.body.items.map((p: { weightGrams: number }) => p.weightGrams)).toEqual([1_250]);
    const found = await shop.client.get('/api/products/search?q=honey');
    expect(found.body.items).toMatchObject([{ name: 'Honey Jar', weightGrams: 1_250 }]);
    const csv = await shop.client.get('/api/products/export?search=honey');
    const [header, row] = String(csv.body)
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(header?.split(',').at(-1)).toBe('Weight (kg)');
    expect(row?.split(',').at(-1)).toBe('1.25');
  });

  it('is refused with the field’s message when it is not above 0 or passes 30 kg', async () => {
    const body = { name: 'Rice Sack', storeId: shop.store.id, liftPrice: 1, salePrice: 2, qty: 1 };
    const invalid = 'Enter the weight in kg: more than 0, with at most 3 decimals';
    for (const [weightGrams, message] of [
      [0, invalid],
      [-500, invalid],
      [12.5, invalid],
      ['500', invalid],
      [30_001, 'The weight can be at most 30 kg'],
    ] as const) {
      const res = await shop.client.post('/api/products', { ...body, weightGrams });
      expect(res.status, String(weightGrams)).toBe(400);
      expect(res.body.error.fields).toEqual({ weightGrams: message });
      expect(res.body.error.fieldProblems.weightGrams.key).toBe(
        message === invalid ? 'weightInvalid' : 'weightTooLarge',
      );
    }
    expect((await shop.client.post('/api/products', { ...body, weightGrams: 30_000 })).status).toBe(201);
  });
});

describe('an order’s weight, delivery type and item type', () => {
  it('weighs the order as Σ product weight × quantity, or as typed, and shows it', async () => {
    const summed = await order({});
    expect(summed).toMatchObject({
      weightGrams: 2 * 600 + 3 * 150,
      deliveryType: 'home',
      itemType: 'parcel',
    });
    expect(summed.lines.map((l) => l.weightGrams)).toEqual([600, 150]);
    expect((await orderRow(world.server, shop, summed.id))?.weightGrams).toBe(1_650);

    const typed = await order({ weightGrams: 4_000, deliveryType: 'hub', itemType: 'document' });
    expect(typed).toMatchObject({ weightGrams: 4_000, deliveryType: 'hub', itemType: 'document' });
    const shown = await shop.client.get(`/api/orders/${typed.id}`);
    expect(shown.body).toMatchObject({
      weightGrams: 4_000,
      deliveryType: 'hub',
      itemType: 'document',
      courierProvider: 'none',
    });
  });

  it('refuses a weight that is not above 0, an order above 1,000 kg and unknown types, under their fields', async () => {
    const refused = async (overrides: Record<string, unknown>) => {
      const res = await shop.client.post('/api/orders', {
        ...orderBody(shop, { lines: lines(1, 0) }),
        ...overrides,
      });
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      return res.body.error.fields;
    };
    expect(await refused({ weightGrams: 0 })).toEqual({
      weightGrams: 'Enter the weight in kg: more than 0, with at most 3 decimals',
    });
    expect(await refused({ weightGrams: 1_000_001 })).toEqual({
      weightGrams: 'The weight can be at most 1000 kg',
    });
    expect(await refused({ deliveryType: 'door', itemType: 'box' })).toEqual({
      deliveryType: 'Choose home delivery or hub pick-up',
      itemType: 'Choose parcel or document',
    });
    // 34 sacks of 30 kg: the sum itself is too heavy; a typed weight would be taken.
    const sack = await weighedProduct('Heavy Sack', 30_000, 40);
    const heavy = [{ productId: sack, qty: 34, discount: 0 }];
    expect(await refused({ lines: heavy })).toEqual({ weightGrams: 'The weight can be at most 1000 kg' });
    expect(
      (await shop.client.post('/api/orders', orderBody(shop, { lines: heavy, weightGrams: 999_000 }))).status,
    ).toBe(201);
  });

  it('follows the goods on an edit unless a weight is given, and records the change', async () => {
    const placed = await order({ deliveryType: 'hub' });
    const edit = (o: OrderDetail, overrides: Partial<EditOrderInput>) =>
      shop.client.put(`/api/orders/${o.id}`, {
        name: o.name,
        phone: o.phone,
        address: o.address,
        district: o.district,
        thana: o.thana,
        refNo: o.refNo ?? '',
        courierId: o.courier!.id,
        lines: o.lines.map((l) => ({ productId: l.productId, qty: l.qty, discount: l.discount })),
        ...overrides,
      });
    const more = await edit(placed, { lines: lines(3, 3) });
    expect(more.status, JSON.stringify(more.body)).toBe(200);
    // The types left out stay as they were.
    expect(more.body.order).toMatchObject({ weightGrams: 3 * 600 + 3 * 150, deliveryType: 'hub' });
    const typed = await edit(more.body.order, { weightGrams: 5_000, itemType: 'document' });
    expect(typed.body.order).toMatchObject({ weightGrams: 5_000, itemType: 'document' });
    // Left out with the same goods, a typed weight stays; new goods are weighed again.
    const note = await edit(typed.body.order, { note: 'Fragile' });
    expect(note.body.order.weightGrams).toBe(5_000);
    const fewer = await edit(note.body.order, { lines: lines(1, 0) });
    expect(fewer.body.order.weightGrams).toBe(600);

    const edits = (await orderEventRows(world.server, shop, placed.id)).filter((e) => e.kind === 'edited');
    expect(edits.map((e) => e.changes?.weightGrams ?? null)).toEqual([
      { from: 1_650, to: 2_250 },
      { from: 2_250, to: 5_000 },
      null,
      { from: 5_000, to: 600 },
    ]);
    expect(edits[1]?.changes?.itemType).toEqual({ from: 'parcel', to: 'document' });
  });
});

describe('what the courier is sent', () => {
  const sent = async (provider: ApiProvider, overrides: Partial<CreateOrderInput>) => {
    const courier = await addApiCourier(shop, world.fake, provider);
    const placed = await order({ courierId: courier.id, ...overrides });
    const res = await sendOrder(shop, placed.id);
    return { courier, placed, res, atFake: fakeParcels(world.fake, courier) };
  };

  it('gives Steadfast the delivery type, home (0) or hub pick-up (1)', async () => {
    const home = await sent('steadfast', {});
    const hub = await sent('steadfast', { deliveryType: 'hub' });
    expect(home.res.status).toBe(200);
    expect(hub.res.status).toBe(200);
    expect(home.atFake.map((p) => p.details.delivery_type)).toEqual([0]);
    expect(hub.atFake.map((p) => p.details.delivery_type)).toEqual([1]);
  });

  it('gives Pathao the weight in kilograms and the item type', async () => {
    const { res, atFake } = await sent('pathao', { weightGrams: 2_345, itemType: 'document' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(atFake[0]?.details).toMatchObject({ item_weight: 2.345, item_type: 1 });
    const summed = await sent('pathao', {});
    expect(summed.atFake[0]?.details).toMatchObject({ item_weight: 1.65, item_type: 2 });
  });

  it('gives RedX the weight in grams', async () => {
    const { res, atFake } = await sent('redx', { weightGrams: 2_345 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(atFake[0]?.details).toMatchObject({ parcel_weight: 2_345 });
  });

  it('keeps an order above Pathao’s 10 kg at home, saying why, and books nothing', async () => {
    const { placed, res, atFake } = await sent('pathao', { weightGrams: 12_500 });
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({
      key: 'failedToSendOrder',
      message:
        'Failed to send order to courier. Pathao takes parcels of at most 10 kg, and this order weighs 12.5 kg. Lower the order’s weight or choose another courier',
    });
    expect(atFake).toEqual([]);
    expect(await orderRow(world.server, shop, placed.id)).toMatchObject({
      status: 'processing',
      courierStatus: 'none',
    });
  });
});
