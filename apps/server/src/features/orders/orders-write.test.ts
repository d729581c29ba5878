import { randomInt } from 'node:crypto';
import { createOrderBodySchema, isOrderCode, ORDER_CODE_ALPHABET } from '@chalan/core';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, orderCodes, orders, products } from '../../db/schema/index.ts';
import { newModerator } from '../../test/fixtures.testkit.ts';
import {
  addCourier,
  addStockedProduct,
  availableQtyOf,
  orderBody,
  orderMovements,
  placeOrder,
  type SellerWithCatalogue,
  sellerWithCatalogue,
  startShop,
} from '../../test/order-fixtures.testkit.ts';
import type { TestServer } from '../../test/test-server.testkit.ts';
import { createOrder } from './orders-write.service.ts';

let server: TestServer;
let shop: SellerWithCatalogue;
beforeAll(async () => ({ server, shop } = await startShop('Write Shop')));
afterAll(() => server?.close());

const db = () => server.deps.database.db;
const ordersOf = async (seller: SellerWithCatalogue) =>
  (await db().select({ n: count() }).from(orders).where(eq(orders.sellerId, seller.sellerId)))[0]!.n;

/** Stock of every catalogue product, to prove a refused order changed nothing. */
const stockOf = (seller: SellerWithCatalogue) =>
  Promise.all(seller.products.map((p) => availableQtyOf(server, seller, p.id)));

describe('saving an order (POST /api/orders)', () => {
  it('prices the lines from the products, copies the customer’s delivery details and takes the stock', async () => {
    const seller = await sellerWithCatalogue(server, 'Totals Shop');
    const [saree, , scarf] = seller.products;
    const res = await seller.client.post(
      '/api/orders',
      orderBody(seller, {
        lines: [
          { productId: saree!.id, qty: 2, discount: 10_000 },
          { productId: scarf!.id, qty: 1, discount: 0 },
        ],
        discountOnAll: { type: 'percentage', value: 1_000 },
        advance: 50_000,
        paymentType: 'bKash',
        note: 'Call before delivery',
      }),
    );
    expect(res.status).toBe(201);
    const order = res.body.order;
    expect(isOrderCode(order.code)).toBe(true);
    expect(res.body.message).toBe(`Order ${order.code} is saved`);
    expect(res.body.key).toBe('orderSaved');
    expect(order).toMatchObject({
      status: 'processing',
      courierStatus: 'none',
      previousCodes: [],
      salesDate: '2024-03-05',
      refNo: 'REF-1',
      paymentType: 'bKash',
      customer: { id: seller.customer.id, name: 'Rahim Uddin', phone: seller.customer.phone },
      name: 'Rahim Uddin',
      phone: seller.customer.phone,
      address: 'House 12, Road 3',
      district: 'Dhaka',
      thana: 'Dhanmondi',
      store: seller.store,
      courier: { id: seller.courier.id, name: 'Steadfast' },
      consignmentId: null,
      items: [
        { name: 'Cotton Saree', qty: 2 },
        { name: 'Scarf', qty: 1 },
      ],
      // 2 × 1,450 + 350 = 3,250; − 100 line discount = 3,150; − 10% = 2,835; + 60 Dhaka = 2,895; − 500 advance.
      gross: 325_000,
      lineDiscounts: 10_000,
      discountOnAll: 31_500,
      net: 283_500,
      deliveryCharge: 6_000,
      bill: 289_500,
      advance: 50_000,
      payable: 239_500,
      note: 'Call before delivery',
      discount: { type: 'percentage', value: 1_000 },
      createdBy: { id: seller.userId, name: 'Totals Shop' },
    });
    expect(order.lines).toEqual([
      {
        id: expect.any(String),
        productId: saree!.id,
        name: 'Cotton Saree',
        salePrice: 145_000,
        liftPrice: 90_000,
        qty: 2,
        discount: 10_000,
        availableQty: 18,
        weightGrams: 500,
      },
      {
        id: expect.any(String),
        productId: scarf!.id,
        name: 'Scarf',
        salePrice: 35_000,
        liftPrice: 20_000,
        qty: 1,
        discount: 0,
        availableQty: 29,
        weightGrams: 500,
      },
    ]);
    expect(order.events).toEqual([
      {
        id: expect.any(String),
        kind: 'created',
        fromStatus: null,
        toStatus: null,
        changes: null,
        user: { id: seller.userId, name: 'Totals Shop' },
        createdAt: expect.any(String),
      },
    ]);
    expect(await stockOf(seller)).toEqual([18, 10, 29]);
    expect(await orderMovements(server, seller, order.id)).toEqual([
      ['order', saree!.id, -2],
      ['order', scarf!.id, -1],
    ]);
    const codes = await db().select().from(orderCodes).where(eq(orderCodes.orderId, order.id));
    expect(codes.map((c) => c.code)).toEqual([order.code]);
  });

  it('charges the courier’s outside-Dhaka rate outside Dhaka, and a typed charge overrides it', async () => {
    const outside = await placeOrder(shop, { customerId: shop.outsideCustomer.id });
    expect(outside).toMatchObject({ district: 'Chattogram', thana: 'Hathazari', deliveryCharge: 12_000 });
    expect(outside.bill).toBe(145_000 + 12_000);
    expect((await placeOrder(shop, { deliveryCharge: 9_900 })).deliveryCharge).toBe(9_900);
    expect((await placeOrder(shop, { deliveryCharge: 0 })).bill).toBe(145_000);
  });

  it('merges the same product given twice into one line', async () => {
    const seller = await sellerWithCatalogue(server, 'Merge Shop');
    const [saree, , scarf] = seller.products;
    const order = await placeOrder(seller, {
      lines: [
        { productId: saree!.id, qty: 1, discount: 500 },
        { productId: scarf!.id, qty: 1, discount: 0 },
        { productId: saree!.id, qty: 2, discount: 1_000 },
      ],
    });
    expect(order.lines.map((l) => [l.name, l.qty, l.discount])).toEqual([
      ['Cotton Saree', 3, 1_500],
      ['Scarf', 1, 0],
    ]);
    expect(await availableQtyOf(server, seller, saree!.id)).toBe(17);
    expect(await orderMovements(server, seller, order.id)).toEqual([
      ['order', saree!.id, -3],
      ['order', scarf!.id, -1],
    ]);
  });

  it('refuses a product with none left and a quantity above what is available, naming the line, and changes nothing', async () => {
    const seller = await sellerWithCatalogue(server, 'Stock Shop');
    const [saree, panjabi] = seller.products;
    const empty = await addStockedProduct(seller, seller.store.id, {
      name: 'Sold out',
      salePrice: 1_000,
      qty: 0,
    });

    const none = await seller.client.post(
      '/api/orders',
      orderBody(seller, {
        lines: [
          { productId: saree!.id, qty: 1, discount: 0 },
          { productId: empty.id, qty: 1, discount: 0 },
        ],
      }),
    );
    expect(none.status).toBe(400);
    expect(none.body.error.message).toBe('Product is out of stock');
    expect(none.body.error.fields).toEqual({ 'lines.1.productId': 'Product is out of stock' });

    const tooMany = await seller.client.post(
      '/api/orders',
      orderBody(seller, {
        lines: [
          { productId: saree!.id, qty: 2, discount: 0 },
          { productId: panjabi!.id, qty: 11, discount: 0 },
        ],
      }),
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.message).toBe("Quantity can't be more than available quantity");
    expect(tooMany.body.error.fields).toEqual({
      'lines.1.qty': "Quantity can't be more than available quantity",
    });
    // Two lines of 6 of the same product are 12, above the 10 there are.
    const merged = await seller.client.post(
      '/api/orders',
      orderBody(seller, {
        lines: [
          { productId: panjabi!.id, qty: 6, discount: 0 },
          { productId: panjabi!.id, qty: 6, discount: 0 },
        ],
      }),
    );
    expect(merged.body.error.fields).toEqual({
      'lines.0.qty': "Quantity can't be more than available quantity",
    });

    expect(await stockOf(seller)).toEqual([20, 10, 30]);
    expect(await ordersOf(seller)).toBe(0);
    // Exactly what is available is fine.
    await placeOrder(seller, { lines: [{ productId: panjabi!.id, qty: 10, discount: 0 }] });
    expect(await availableQtyOf(server, seller, panjabi!.id)).toBe(0);
  });

  it('refuses a line discount above its line and a discount on all above the subtotal', async () => {
    const seller = await sellerWithCatalogue(server, 'Discount Shop');
    const [saree, , scarf] = seller.products;
    const lineTooMuch = await seller.client.post(
      '/api/orders',
      orderBody(seller, {
        lines: [
          { productId: scarf!.id, qty: 1, discount: 0 },
          { productId: saree!.id, qty: 1, discount: 145_001 },
        ],
      }),
    );
    expect(lineTooMuch.status).toBe(400);
    expect(lineTooMuch.body.error.fields).toEqual({
      'lines.1.discount': "The discount can't be more than the line total",
    });
    const allTooMuch = await seller.client.post(
      '/api/orders',
      orderBody(seller, { discountOnAll: { type: 'fixed', value: 145_001 } }),
    );
    expect(allTooMuch.body.error).toMatchObject({
      message: "The discount can't be more than the subtotal",
      fields: { 'discountOnAll.value': "The discount can't be more than the subtotal" },
    });
    const overHundred = await seller.client.post(
      '/api/orders',
      orderBody(seller, { discountOnAll: { type: 'percentage', value: 10_001 } }),
    );
    expect(overHundred.status).toBe(400);
    expect(Object.keys(overHundred.body.error.fields)).toEqual(['discountOnAll.value']);
    // The whole line given away and 100% off are allowed.
    const free = await placeOrder(seller, {
      lines: [{ productId: saree!.id, qty: 1, discount: 145_000 }],
      discountOnAll: { type: 'percentage', value: 10_000 },
    });
    expect(free).toMatchObject({ net: 0, bill: 6_000 });
    expect(await stockOf(seller)).toEqual([19, 10, 30]);
    expect(await ordersOf(seller)).toBe(1);
  });

  it('names each missing or wrong field in the spec’s words', async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ customerId: undefined }, { customerId: 'Please select a customer first' }],
      [{ refNo: '  ' }, { refNo: 'Reference number is required' }],
      [{ courierId: undefined }, { courierId: 'Courier is required' }],
      [{ storeId: undefined }, { storeId: 'Select a store' }],
      [{ lines: [] }, { lines: 'Add at least one product' }],
      [
        { lines: [{ productId: shop.products[0]!.id, qty: 0, discount: 0 }] },
        { 'lines.0.qty': 'Quantity must be at least 1' },
      ],
      [{ salesDate: '5 March' }, { salesDate: 'Enter the sales date' }],
    ];
    const before = await stockOf(shop);
    for (const [overrides, fields] of cases) {
      const res = await shop.client.post('/api/orders', { ...orderBody(shop), ...overrides });
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      expect(res.body.error.fields).toEqual(fields);
    }
    expect(await stockOf(shop)).toEqual(before);
  });

  it('refuses another seller’s customer, store, courier or product on that field, and an inactive courier', async () => {
    const seller = await sellerWithCatalogue(server, 'Own Shop');
    const other = await sellerWithCatalogue(server, 'Other Shop');
    const inactive = await addCourier(seller, { name: 'Paused', status: false });
    const [gone] = await db()
      .insert(customers)
      .values({
        sellerId: seller.sellerId,
        name: 'Gone',
        phone: '01911111111',
        address: 'x',
        deletedAt: new Date(),
      })
      .returning();
    const archived = await addStockedProduct(seller, seller.store.id, {
      name: 'Old',
      salePrice: 100,
      qty: 3,
    });
    await db()
      .update(products)
      .set({ archivedAt: new Date() })
      .where(and(eq(products.sellerId, seller.sellerId), eq(products.id, archived.id)));

    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ customerId: other.customer.id }, { customerId: 'Select one of your customers' }],
      [{ customerId: gone!.id }, { customerId: 'Select one of your customers' }],
      [{ storeId: other.store.id }, { storeId: 'Select one of your stores' }],
      [{ courierId: other.courier.id }, { courierId: 'Select one of your couriers' }],
      [{ courierId: inactive.id }, { courierId: 'This courier is not active. Choose an active courier' }],
      [
        { lines: [{ productId: other.products[0]!.id, qty: 1, discount: 0 }] },
        { 'lines.0.productId': 'Select one of your products' },
      ],
      [
        { lines: [{ productId: archived.id, qty: 1, discount: 0 }] },
        { 'lines.0.productId': 'Select one of your products' },
      ],
    ];
    for (const [overrides, fields] of cases) {
      const res = await seller.client.post('/api/orders', orderBody(seller, overrides));
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      expect(res.body.error.fields).toEqual(fields);
      expect(res.body.error.message).toBe(Object.values(fields)[0]);
    }
    expect(await stockOf(seller)).toEqual([20, 10, 30]);
    expect(await stockOf(other)).toEqual([20, 10, 30]);
    expect(await ordersOf(seller)).toBe(0);
    expect(await ordersOf(other)).toBe(0);
  });

  it('lets a Moderator save orders, recorded under their name', async () => {
    const staff = await newModerator(server, shop, 'Mitu');
    const order = await placeOrder(shop, {}, staff);
    expect(order.createdBy).toEqual({ id: staff.userId, name: 'Mitu' });
    expect(order.events[0]!.user).toEqual({ id: staff.userId, name: 'Mitu' });
  });

  it('gives every order its own id', async () => {
    const seller = await sellerWithCatalogue(server, 'Codes Shop');
    const made = await Promise.all(Array.from({ length: 8 }, () => placeOrder(seller)));
    expect(new Set(made.map((o) => o.code)).size).toBe(8);
  });
});

describe('another seller’s orders', () => {
  it('are not found by status moves, edits or deletes, and stay as they are', async () => {
    const other = await sellerWithCatalogue(server, 'Foreign Shop');
    const theirs = await placeOrder(other);
    const body = {
      name: 'X',
      phone: '01712345678',
      address: 'Y',
      refNo: 'R',
      courierId: shop.courier.id,
      lines: [{ productId: shop.products[0]!.id, qty: 1 }],
    };
    const calls = [
      shop.client.patch(`/api/orders/${theirs.id}/status`, { status: 'cancelled' }),
      shop.client.put(`/api/orders/${theirs.id}`, body),
      shop.client.delete(`/api/orders/${theirs.id}`),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('Not found');
    }
    const [row] = await db().select().from(orders).where(eq(orders.id, theirs.id));
    expect(row).toMatchObject({ status: 'processing', name: 'Rahim Uddin', deletedAt: null });
    expect(await stockOf(other)).toEqual([19, 10, 30]);
  });
});

describe('order ids', () => {
  it('draws again when the drawn id is one an order of the seller has or had', async () => {
    const seller = await sellerWithCatalogue(server, 'Clash Shop');
    const first = await placeOrder(seller);
    // An earlier id of the first order (as after a re-dispatch) is taken too.
    const earlier = 'ABCDEFGH';
    await db().insert(orderCodes).values({ sellerId: seller.sellerId, code: earlier, orderId: first.id });
    const script = [...first.code, ...earlier].map((ch) => ORDER_CODE_ALPHABET.indexOf(ch));
    const random = (n: number) => script.shift() ?? randomInt(n);
    const input = createOrderBodySchema.parse(orderBody(seller));
    const made = await createOrder(db(), { sellerId: seller.sellerId, userId: seller.userId }, input, random);
    expect(script).toEqual([]);
    expect(made.code).not.toBe(first.code);
    expect(made.code).not.toBe(earlier);
    expect(isOrderCode(made.code)).toBe(true);
    expect(await ordersOf(seller)).toBe(2);
    // Both draws that clashed left nothing behind.
    expect(await availableQtyOf(server, seller, seller.products[0]!.id)).toBe(18);
  });
});
