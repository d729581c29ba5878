import type { EditOrderInput, OrderDetail } from '@chalan/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newModerator } from '../../test/fixtures.testkit.ts';
import {
  addCourier,
  addStockedProduct,
  availableQtyOf,
  moveOrder,
  orderEventRows,
  orderMovements,
  orderRow,
  placeOrder,
  type SellerWithCatalogue,
  sellerWithCatalogue,
  startShop,
} from '../../test/order-fixtures.testkit.ts';
import type { TestServer } from '../../test/test-server.testkit.ts';

let server: TestServer;
let shop: SellerWithCatalogue;
beforeAll(async () => ({ server, shop } = await startShop('Edit Shop')));
afterAll(() => server?.close());

/** The edit modal's body for an order as it is; `overrides` replace whole fields. */
const editBody = (order: OrderDetail, overrides: Partial<EditOrderInput> = {}): EditOrderInput => ({
  name: order.name,
  phone: order.phone,
  address: order.address,
  district: order.district,
  thana: order.thana,
  refNo: order.refNo ?? '',
  courierId: order.courier!.id,
  paymentType: order.paymentType,
  lines: order.lines.map((l) => ({ productId: l.productId, qty: l.qty, discount: l.discount })),
  discountOnAll: order.discount,
  deliveryCharge: order.deliveryCharge,
  advance: order.advance,
  note: order.note,
  ...overrides,
});

const edit = (order: OrderDetail, overrides: Partial<EditOrderInput> = {}, as = shop) =>
  as.client.put(`/api/orders/${order.id}`, editBody(order, overrides));

const qty = (productIndex: number) => availableQtyOf(server, shop, shop.products[productIndex]!.id);
const line = (productIndex: number, q: number, discount = 0) => ({
  productId: shop.products[productIndex]!.id,
  qty: q,
  discount,
});

describe('editing an order (PUT /api/orders/{id})', () => {
  it('takes more stock when a line goes up and gives it back when it goes down', async () => {
    const start = await qty(0);
    const order = await placeOrder(shop, { lines: [line(0, 1)] });
    const up = await edit(order, { lines: [line(0, 3)] });
    expect(up.status).toBe(200);
    expect(up.body).toMatchObject({
      key: 'orderUpdated',
      message: `Order ${order.code} is updated successfully`,
    });
    expect(up.body.order).toMatchObject({ gross: 435_000, net: 435_000, bill: 441_000, payable: 441_000 });
    expect(up.body.order.lines).toMatchObject([{ name: 'Cotton Saree', qty: 3, availableQty: start - 3 }]);
    expect(await qty(0)).toBe(start - 3);
    const down = await edit(up.body.order, { lines: [line(0, 2)] });
    expect(down.status).toBe(200);
    expect(await qty(0)).toBe(start - 2);
    // The dashboard's quantity is the order's stored units.
    expect((await orderRow(server, shop, order.id))?.units).toBe(2);
    expect(await orderMovements(server, shop, order.id)).toEqual([
      ['order', shop.products[0]!.id, -1],
      ['order_edit', shop.products[0]!.id, -2],
      ['order_edit', shop.products[0]!.id, 1],
    ]);
    // Cancelled afterwards, exactly the 2 it still has come back.
    await moveOrder(shop, order.id, 'cancelled');
    expect(await qty(0)).toBe(start);
  });

  it('swaps a product: the old one comes back, the new one is taken and priced now', async () => {
    const [sareeStart, panjabiStart] = [await qty(0), await qty(1)];
    const order = await placeOrder(shop, { lines: [line(0, 2)] });
    const res = await edit(order, { lines: [line(1, 1)] });
    expect(res.status).toBe(200);
    expect(res.body.order.lines).toEqual([
      {
        id: expect.any(String),
        productId: shop.products[1]!.id,
        name: 'Panjabi',
        salePrice: 220_000,
        liftPrice: 150_000,
        qty: 1,
        discount: 0,
        availableQty: panjabiStart - 1,
        weightGrams: 500,
      },
    ]);
    expect(res.body.order.items).toEqual([{ name: 'Panjabi', qty: 1 }]);
    expect([await qty(0), await qty(1)]).toEqual([sareeStart, panjabiStart - 1]);
    const movements = await orderMovements(server, shop, order.id);
    expect(movements[0]).toEqual(['order', shop.products[0]!.id, -2]);
    expect(movements.slice(1)).toHaveLength(2);
    expect(movements.slice(1)).toEqual(
      expect.arrayContaining([
        ['order_edit', shop.products[1]!.id, -1],
        ['order_edit', shop.products[0]!.id, 2],
      ]),
    );
  });

  it('keeps the price a line was sold at when the product’s price changed since', async () => {
    const product = await addStockedProduct(shop, shop.store.id, { name: 'Lamp', salePrice: 50_000, qty: 5 });
    const order = await placeOrder(shop, { lines: [{ productId: product.id, qty: 1, discount: 0 }] });
    const repriced = await shop.client.put(`/api/products/${product.id}`, {
      name: 'Lamp (new)',
      storeId: shop.store.id,
      supplierId: null,
      liftPrice: 0,
      salePrice: 80_000,
      qty: 5,
    });
    expect(repriced.status).toBe(200);
    const res = await edit(order, { lines: [{ productId: product.id, qty: 2, discount: 0 }] });
    expect(res.body.order.lines).toMatchObject([{ name: 'Lamp', salePrice: 50_000, qty: 2 }]);
    expect(res.body.order.gross).toBe(100_000);
  });

  it('counts the order’s own units as available, and refuses more with the spec’s messages', async () => {
    const lamp = await addStockedProduct(shop, shop.store.id, { name: 'Kettle', salePrice: 10_000, qty: 3 });
    const empty = await addStockedProduct(shop, shop.store.id, { name: 'Gone', salePrice: 10_000, qty: 0 });
    const order = await placeOrder(shop, { lines: [{ productId: lamp.id, qty: 2, discount: 0 }] });
    const tooMany = await edit(order, { lines: [{ productId: lamp.id, qty: 4, discount: 0 }] });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.fields).toEqual({
      'lines.0.qty': "Quantity can't be more than available quantity",
    });
    const outOfStock = await edit(order, {
      lines: [
        { productId: lamp.id, qty: 2, discount: 0 },
        { productId: empty.id, qty: 1, discount: 0 },
      ],
    });
    expect(outOfStock.body.error).toMatchObject({
      message: 'Product is out of stock',
      fields: { 'lines.1.productId': 'Product is out of stock' },
    });
    expect(await availableQtyOf(server, shop, lamp.id)).toBe(1);
    // All three: its own 2 and the 1 left.
    expect((await edit(order, { lines: [{ productId: lamp.id, qty: 3, discount: 0 }] })).status).toBe(200);
    expect(await availableQtyOf(server, shop, lamp.id)).toBe(0);
  });

  it('recomputes the delivery charge for a new district and the totals for a new discount', async () => {
    const order = await placeOrder(shop, { lines: [line(0, 2)] });
    expect(order.deliveryCharge).toBe(6_000);
    const res = await edit(order, {
      district: 'Chattogram',
      thana: 'Hathazari',
      deliveryCharge: undefined,
      discountOnAll: { type: 'percentage', value: 1_000 },
      advance: 10_000,
    });
    expect(res.status).toBe(200);
    // 2,900 − 10% = 2,610; + 120 outside Dhaka = 2,730; − 100 advance.
    expect(res.body.order).toMatchObject({
      district: 'Chattogram',
      thana: 'Hathazari',
      discount: { type: 'percentage', value: 1_000 },
      discountOnAll: 29_000,
      net: 261_000,
      deliveryCharge: 12_000,
      bill: 273_000,
      advance: 10_000,
      payable: 263_000,
    });
    expect(res.body.order.events.at(-1).changes).toEqual({
      district: { from: 'Dhaka', to: 'Chattogram' },
      thana: { from: 'Dhanmondi', to: 'Hathazari' },
      discountOnAll: { from: { type: 'fixed', value: 0 }, to: { type: 'percentage', value: 1_000 } },
      deliveryCharge: { from: 6_000, to: 12_000 },
      advance: { from: 0, to: 10_000 },
    });
    // Another courier, by its own charges.
    const other = await addCourier(shop, {
      name: 'Pathao',
      chargeInDhaka: 7_000,
      chargeOutsideDhaka: 15_000,
    });
    const moved = await edit(res.body.order, { courierId: other.id, deliveryCharge: undefined });
    expect(moved.body.order).toMatchObject({
      courier: { id: other.id, name: 'Pathao' },
      deliveryCharge: 15_000,
    });
    expect(moved.body.order.events.at(-1).changes).toEqual({
      courier: { from: 'Steadfast', to: 'Pathao' },
      deliveryCharge: { from: 12_000, to: 15_000 },
    });
  });

  it('records only the changed fields, lines readably, and nothing when nothing changed', async () => {
    const order = await placeOrder(shop, { lines: [line(0, 1), line(2, 2, 500)] });
    const renamed = await edit(order, { name: 'Rahim U.', phone: '+88 01812-345678' });
    expect(renamed.body.order).toMatchObject({ name: 'Rahim U.', phone: '01812345678' });
    expect(renamed.body.order.customer.name).toBe('Rahim Uddin');
    const lastEvent = renamed.body.order.events.at(-1);
    expect(lastEvent).toMatchObject({ kind: 'edited', user: { id: shop.userId, name: 'Edit Shop' } });
    expect(lastEvent.changes).toEqual({
      name: { from: 'Rahim Uddin', to: 'Rahim U.' },
      phone: { from: shop.customer.phone, to: '01812345678' },
    });

    const relined = await edit(renamed.body.order, { lines: [line(0, 1), line(2, 3, 700)] });
    expect(relined.body.order.events.at(-1).changes).toEqual({
      lines: {
        from: [
          { name: 'Cotton Saree', qty: 1, discount: 0 },
          { name: 'Scarf', qty: 2, discount: 500 },
        ],
        to: [
          { name: 'Cotton Saree', qty: 1, discount: 0 },
          { name: 'Scarf', qty: 3, discount: 700 },
        ],
      },
      // The weight follows the goods: one more scarf of 500 g.
      weightGrams: { from: 1_500, to: 2_000 },
    });

    const same = await edit(relined.body.order);
    expect(same.status).toBe(200);
    expect(await orderEventRows(server, shop, order.id)).toHaveLength(3);
  });

  it('edits a ready order, and refuses one that is no longer open', async () => {
    const order = await placeOrder(shop);
    await moveOrder(shop, order.id, 'ready');
    expect((await edit(order, { note: 'Fragile' })).status).toBe(200);
    await moveOrder(shop, order.id, 'completed');
    const start = await qty(0);
    const res = await edit(order, { lines: [line(0, 5)] });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('An order that is completed cannot be edited');
    const cancelled = await placeOrder(shop);
    await moveOrder(shop, cancelled.id, 'cancelled');
    expect((await edit(cancelled)).body.error.message).toBe('An order that is cancelled cannot be edited');
    expect(await qty(0)).toBe(start);
  });

  it('names each missing or wrong field and changes nothing', async () => {
    const other = await sellerWithCatalogue(server, 'Edit Other');
    const paused = await addCourier(shop, { name: 'Paused', status: false });
    const order = await placeOrder(shop, { lines: [line(0, 1)] });
    const start = await qty(0);
    const cases: [Partial<EditOrderInput>, Record<string, string>][] = [
      [{ name: ' ' }, { name: 'Name is required' }],
      [{ phone: '' }, { phone: 'Phone is required' }],
      [{ phone: '12345' }, { phone: 'Enter an 11-digit mobile number such as 01712345678' }],
      [{ address: '' }, { address: 'Address is required' }],
      [{ courierId: undefined }, { courierId: 'Courier is required' }],
      [{ advance: -1 }, { advance: 'Enter a whole amount of 0 or more' }],
      [{ district: 'Dhaka', thana: 'Hathazari' }, { thana: 'Choose a thana of the chosen district' }],
      [{ district: 'Atlantis', thana: null }, { district: 'Choose a district from the list' }],
      [{ courierId: paused.id }, { courierId: 'This courier is not active. Choose an active courier' }],
      [{ courierId: other.courier.id }, { courierId: 'Select one of your couriers' }],
      [
        { lines: [{ productId: other.products[0]!.id, qty: 1 }] },
        { 'lines.0.productId': 'Select one of your products' },
      ],
      [
        { lines: [line(0, 1, 145_001)] },
        { 'lines.0.discount': "The discount can't be more than the line total" },
      ],
    ];
    for (const [overrides, fields] of cases) {
      const res = await edit(order, { ...overrides, lines: overrides.lines ?? [line(0, 3)] });
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      expect(res.body.error.fields).toEqual(fields);
    }
    expect(await qty(0)).toBe(start);
    expect(await availableQtyOf(server, other, other.products[0]!.id)).toBe(20);
    expect(await orderEventRows(server, shop, order.id)).toHaveLength(1);
  });

  it('lets a Moderator edit', async () => {
    const staff = await newModerator(server, shop, 'Sumi');
    const order = await placeOrder(shop);
    const res = await edit(order, { note: 'Gift wrap' }, { ...shop, client: staff.client });
    expect(res.status).toBe(200);
    expect(res.body.order.events.at(-1)).toMatchObject({
      user: { id: staff.userId, name: 'Sumi' },
      changes: { note: { from: null, to: 'Gift wrap' } },
    });
  });
});
