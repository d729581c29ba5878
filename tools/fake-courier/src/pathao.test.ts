import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeCourier, startFakeCourier } from './index.ts';
import { demo, json, pathao, pathaoOrder, pathaoToken } from './test/helpers.testkit.ts';

let fake: FakeCourier;
const other = {
  clientId: 'other-client',
  clientSecret: 'other-secret',
  username: 'other@shop.test',
  password: 'other-password',
};
beforeAll(async () => {
  fake = await startFakeCourier({ accounts: { pathao: [other] } });
});
afterEach(() => fake.reset());
afterAll(() => fake?.close());

let token: string;
let storeId: number;
beforeEach(async () => {
  token = await pathaoToken(fake);
  storeId = (await json(await pathao(fake, token, '/stores'))).data.data[0].store_id;
});

describe('Pathao auth', () => {
  it('answers 401 Unauthenticated. without a token or with one it did not issue', async () => {
    for (const res of [await pathao(fake, 'not-a-token', '/stores'), await pathao(fake, '', '/city-list')]) {
      expect(res.status).toBe(401);
      expect(await json(res)).toEqual({ message: 'Unauthenticated.' });
    }
  });
});

describe('Pathao stores and locations', () => {
  it('gives each account one active default store', async () => {
    const reply = await json(await pathao(fake, token, '/stores'));
    expect(reply).toMatchObject({ type: 'success', code: 200 });
    expect(reply.data.data).toEqual([
      {
        store_id: expect.any(Number),
        store_name: expect.any(String),
        store_address: expect.any(String),
        is_active: 1,
        city_id: 1,
        zone_id: expect.any(Number),
        hub_id: expect.any(Number),
        is_default_store: 1,
        is_default_return_store: 1,
      },
    ]);
    const otherStores = await json(await pathao(fake, await pathaoToken(fake, other), '/stores'));
    expect(otherStores.data.data[0].store_id).not.toBe(storeId);
  });

  it('lists cities, a city’s zones and a zone’s areas', async () => {
    const cities = (await json(await pathao(fake, token, '/city-list'))).data.data;
    expect(cities).toContainEqual({ city_id: 1, city_name: 'Dhaka' });
    const zones = (await json(await pathao(fake, token, '/cities/1/zone-list'))).data.data;
    expect(zones.length).toBeGreaterThan(2);
    expect(zones[0]).toEqual({ zone_id: expect.any(Number), zone_name: expect.any(String) });
    const areas = (await json(await pathao(fake, token, `/zones/${zones[0].zone_id}/area-list`))).data.data;
    expect(areas[0]).toEqual({
      area_id: expect.any(Number),
      area_name: expect.any(String),
      home_delivery_available: true,
      pickup_available: true,
    });
  });
});

describe('Pathao POST /orders', () => {
  it('books a Pending order and answers its consignment id and fee', async () => {
    const res = await pathao(fake, token, '/orders', pathaoOrder(storeId));
    expect(res.status).toBe(200);
    const reply = await json(res);
    expect(reply).toEqual({
      message: 'Order Created Successfully',
      type: 'success',
      code: 200,
      data: {
        consignment_id: expect.stringMatching(/^DL\d{6}[A-Z0-9]{6}$/),
        merchant_order_id: 'ORD-2001',
        order_status: 'Pending',
        delivery_fee: 60,
      },
    });
    expect(fake.parcels('pathao')[0]).toMatchObject({
      account: demo.pathao.clientId,
      consignmentId: reply.data.consignment_id,
      codAmount: 900,
      status: 'pending',
    });
  });

  it('refuses invalid fields with 422 and the messages by field', async () => {
    const res = await pathao(
      fake,
      token,
      '/orders',
      pathaoOrder(storeId + 1000, {
        recipient_name: 'Al',
        recipient_phone: '+8801812345678',
        recipient_address: 'Banani',
        delivery_type: 24,
        item_type: 3,
        item_weight: 12,
        amount_to_collect: -1,
      }),
    );
    expect(res.status).toBe(422);
    expect(await json(res)).toEqual({
      message: 'Please fix the given errors',
      type: 'error',
      code: 422,
      errors: {
        store_id: ['The selected store id is invalid.'],
        recipient_name: ['The recipient name must be at least 3 characters.'],
        recipient_phone: ['The recipient phone must be 11 digits.'],
        recipient_address: ['The recipient address must be at least 10 characters.'],
        delivery_type: ['The selected delivery type is invalid.'],
        item_type: ['The selected item type is invalid.'],
        item_weight: ['The item weight must be between 0.5 and 10.'],
        amount_to_collect: ['The amount to collect must be at least 0.'],
      },
    });
    expect(fake.parcels()).toEqual([]);
  });

  it('refuses a merchant order id the account already used', async () => {
    expect((await pathao(fake, token, '/orders', pathaoOrder(storeId))).status).toBe(200);
    const again = await pathao(fake, token, '/orders', pathaoOrder(storeId));
    expect(again.status).toBe(422);
    expect((await json(again)).errors).toEqual({
      merchant_order_id: ['The merchant order id has already been taken.'],
    });
  });

  it('charges more outside Dhaka and for weight above a kilo', async () => {
    const order = pathaoOrder(storeId, {
      recipient_city: 2,
      recipient_zone: 20,
      recipient_area: 2001,
      item_weight: 2.5,
    });
    expect((await json(await pathao(fake, token, '/orders', order))).data.delivery_fee).toBe(110 + 2 * 15);
  });
});

describe('Pathao POST /orders/bulk', () => {
  it('accepts with 202 and data true, and books every order', async () => {
    const orders = [
      pathaoOrder(storeId, { merchant_order_id: 'B-1' }),
      pathaoOrder(storeId, { merchant_order_id: 'B-2' }),
    ];
    const res = await pathao(fake, token, '/orders/bulk', { orders });
    expect(res.status).toBe(202);
    expect(await json(res)).toMatchObject({ type: 'success', code: 202, data: true });
    expect(fake.parcels('pathao').map((p) => p.invoice)).toEqual(['B-1', 'B-2']);
  });

  it('refuses the whole call when one order is invalid or ids repeat', async () => {
    const orders = [
      pathaoOrder(storeId),
      pathaoOrder(storeId),
      pathaoOrder(storeId, { merchant_order_id: 'X', item_quantity: 0 }),
    ];
    const res = await pathao(fake, token, '/orders/bulk', { orders });
    expect(res.status).toBe(422);
    expect((await json(res)).errors).toEqual({
      'orders.1.merchant_order_id': ['The orders.1.merchant order id has already been taken.'],
      'orders.2.item_quantity': ['The orders.2.item quantity must be at least 1.'],
    });
    expect(fake.parcels()).toEqual([]);
  });
});

describe('Pathao GET /orders/{consignment_id}/info', () => {
  it('answers the order status and its slug, for the account’s own orders only', async () => {
    const { data } = await json(await pathao(fake, token, '/orders', pathaoOrder(storeId)));
    const info = async () => json(await pathao(fake, token, `/orders/${data.consignment_id}/info`));
    expect((await info()).data).toEqual({
      consignment_id: data.consignment_id,
      merchant_order_id: 'ORD-2001',
      order_status: 'Pending',
      order_status_slug: 'pending',
      updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      invoice_id: null,
    });
    fake.setParcelStatus({ courier: 'pathao', id: data.consignment_id }, 'Partial Delivery');
    expect((await info()).data).toMatchObject({
      order_status: 'Partial Delivery',
      order_status_slug: 'partial-delivery',
    });

    const otherToken = await pathaoToken(fake, other);
    expect((await pathao(fake, otherToken, `/orders/${data.consignment_id}/info`)).status).toBe(404);
  });
});
