import {
  type CreateOrderInput,
  createCourierBodySchema,
  type OrderDetail,
  type OrderStatus,
  productBodySchema,
} from '@chalan/core';
import type { Customer } from '@chalan/core/customers/replies';
import { and, asc, count, eq, isNull, ne } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Actor } from '../app-env.ts';
import { customers, orderEvents, orders, products, stockMovements, stores } from '../db/schema/index.ts';
import { createCourier } from '../features/couriers/couriers.service.ts';
import { createProduct } from '../features/products/products.service.ts';
import { newAdmin, type SignedInUser } from './fixtures.testkit.ts';
import { startTestServer, type TestServer } from './test-server.testkit.ts';

/**
 * Orders for tests, made the way a seller makes them: a seller with a store, an active courier, stocked
 * products and customers, and `placeOrder` calling POST /api/orders. Money is poisha.
 */

export interface CatalogueProduct {
  id: string;
  name: string;
  salePrice: number;
  liftPrice: number;
  availableQty: number;
}

export type CatalogueCustomer = Pick<Customer, 'id' | 'name' | 'phone' | 'address' | 'district' | 'thana'>;

export interface SellerWithCatalogue extends SignedInUser {
  server: TestServer;
  store: { id: string; name: string };
  /** Active; charges 60 taka in Dhaka, 120 taka outside. */
  courier: { id: string; name: string; chargeInDhaka: number; chargeOutsideDhaka: number };
  /** Saree 1,450 taka (20 in stock), Panjabi 2,200 taka (10), Scarf 350 taka (30). */
  products: CatalogueProduct[];
  /** In Dhaka (Dhanmondi). */
  customer: CatalogueCustomer;
  /** In Chattogram (Hathazari). */
  outsideCustomer: CatalogueCustomer;
}

let phones = 0;
let couriersMade = 0;
/** A valid mobile number no other order test of this process uses. */
export const orderTestPhone = () =>
  `0161${String(process.pid % 10_000).padStart(4, '0')}${String(++phones % 1000).padStart(3, '0')}`;

/** A customer row of the seller (written straight to the table: customers are another feature's). */
export async function addOrderCustomer(
  server: TestServer,
  seller: SignedInUser,
  values: Partial<Omit<CatalogueCustomer, 'id'>> = {},
): Promise<CatalogueCustomer> {
  const [row] = await server.deps.database.db
    .insert(customers)
    .values({
      sellerId: seller.sellerId,
      name: 'Rahim Uddin',
      phone: orderTestPhone(),
      address: 'House 12, Road 3',
      district: 'Dhaka',
      thana: 'Dhanmondi',
      ...values,
    })
    .returning();
  const { id, name, phone, address, district, thana } = row!;
  return { id, name, phone, address, district, thana };
}

/** A product with stock, through POST /api/products. */
export async function addStockedProduct(
  seller: SignedInUser,
  storeId: string,
  values: { name: string; salePrice: number; liftPrice?: number; qty: number },
): Promise<CatalogueProduct> {
  const res = await seller.client.post('/api/products', {
    storeId,
    supplierId: null,
    liftPrice: values.liftPrice ?? Math.floor(values.salePrice / 2),
    ...values,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const p = res.body.product;
  return {
    id: p.id,
    name: p.name,
    salePrice: p.salePrice,
    liftPrice: p.liftPrice,
    availableQty: p.availableQty,
  };
}

export async function addCourier(
  seller: SignedInUser,
  values: { name?: string; chargeInDhaka?: number; chargeOutsideDhaka?: number; status?: boolean } = {},
) {
  const res = await seller.client.post('/api/couriers', {
    name: `Courier ${++couriersMade}`,
    provider: 'none',
    chargeInDhaka: 6_000,
    chargeOutsideDhaka: 12_000,
    status: true,
    ...values,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const c = res.body.courier;
  return {
    id: c.id as string,
    name: c.name as string,
    chargeInDhaka: 6_000,
    chargeOutsideDhaka: 12_000,
    ...values,
  };
}

/**
 * A new Admin with a store, an active courier (60/120 taka), three stocked products and two customers.
 * Made through the services rather than HTTP (what the routes call, with the same schemas): the
 * product and courier routes have tests of their own, and this runs before most order tests.
 */
/** A file's server on its own database, with one seller and their catalogue (see sellerWithCatalogue). */
export async function startShop(
  shopName: string,
): Promise<{ server: TestServer; shop: SellerWithCatalogue }> {
  const server = await startTestServer();
  return { server, shop: await sellerWithCatalogue(server, shopName) };
}

export async function sellerWithCatalogue(
  server: TestServer,
  shopName = 'Order Shop',
): Promise<SellerWithCatalogue> {
  const admin = await newAdmin(server, shopName);
  const { db } = server.deps.database;
  const [store] = await db
    .select({ id: stores.id, name: stores.name })
    .from(stores)
    .where(eq(stores.sellerId, admin.sellerId));
  const courierInput = createCourierBodySchema.parse({
    name: 'Steadfast',
    provider: 'none',
    chargeInDhaka: 6_000,
    chargeOutsideDhaka: 12_000,
    status: true,
  });
  const courierView = await createCourier(
    db,
    { authSecret: server.deps.config.AUTH_SECRET },
    admin.sellerId,
    courierInput,
  );
  const courier = {
    id: courierView.id,
    name: courierView.name,
    chargeInDhaka: 6_000,
    chargeOutsideDhaka: 12_000,
  };
  const actor: Actor = {
    userId: admin.userId,
    sellerId: admin.sellerId,
    role: 'Admin',
    master: false,
    name: shopName,
    email: admin.email,
  };
  const product = async (name: string, salePrice: number, liftPrice: number, qty: number) => {
    const input = productBodySchema.parse({
      storeId: store!.id,
      supplierId: null,
      name,
      salePrice,
      liftPrice,
      qty,
    });
    const id = await createProduct(db, actor, input);
    return { id, name, salePrice, liftPrice, availableQty: qty };
  };
  const products = [
    await product('Cotton Saree', 145_000, 90_000, 20),
    await product('Panjabi', 220_000, 150_000, 10),
    await product('Scarf', 35_000, 20_000, 30),
  ];
  const customer = await addOrderCustomer(server, admin);
  const outsideCustomer = await addOrderCustomer(server, admin, {
    name: 'Karim Mia',
    address: 'College Road',
    district: 'Chattogram',
    thana: 'Hathazari',
  });
  return {
    ...admin,
    server,
    store: { id: store!.id, name: store!.name },
    courier,
    products,
    customer,
    outsideCustomer,
  };
}

/** Start Order's body: the Dhaka customer, one Saree, the courier; `overrides` replace whole fields. */
export function orderBody(
  seller: SellerWithCatalogue,
  overrides: Partial<CreateOrderInput> = {},
): CreateOrderInput {
  return {
    customerId: seller.customer.id,
    storeId: seller.store.id,
    salesDate: '2024-03-05',
    refNo: 'REF-1',
    courierId: seller.courier.id,
    paymentType: 'COD',
    lines: [{ productId: seller.products[0]!.id, qty: 1, discount: 0 }],
    ...overrides,
  };
}

/** POST /api/orders (as `as`, default the seller's Admin), expecting 201; returns the order. */
export async function placeOrder(
  seller: SellerWithCatalogue,
  overrides: Partial<CreateOrderInput> = {},
  as: SignedInUser = seller,
): Promise<OrderDetail> {
  const res = await as.client.post('/api/orders', orderBody(seller, overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.order;
}

/** PATCH /api/orders/{id}/status, expecting 200; returns the order. */
export async function moveOrder(seller: SignedInUser, id: string, status: OrderStatus): Promise<OrderDetail> {
  const res = await seller.client.patch(`/api/orders/${id}/status`, { status });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.order;
}

export async function availableQtyOf(server: TestServer, seller: SignedInUser, productId: string) {
  const [row] = await server.deps.database.db
    .select({ availableQty: products.availableQty })
    .from(products)
    .where(and(eq(products.sellerId, seller.sellerId), eq(products.id, productId)));
  return row!.availableQty;
}

/** An order's stock movements, oldest first, as [kind, productId, qtyChange]. */
export async function orderMovements(server: TestServer, seller: SignedInUser, orderId: string) {
  const rows = await server.deps.database.db
    .select()
    .from(stockMovements)
    .where(and(eq(stockMovements.sellerId, seller.sellerId), eq(stockMovements.orderId, orderId)))
    .orderBy(asc(stockMovements.createdAt), asc(stockMovements.id));
  return rows.map((m) => [m.kind, m.productId, m.qtyChange] as const);
}

/** The order's row as stored (deleted ones too). */
export async function orderRow(server: TestServer, seller: SignedInUser, orderId: string) {
  const [row] = await server.deps.database.db
    .select()
    .from(orders)
    .where(and(eq(orders.sellerId, seller.sellerId), eq(orders.id, orderId)));
  return row;
}

export async function orderEventRows(server: TestServer, seller: SignedInUser, orderId: string) {
  return server.deps.database.db
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.sellerId, seller.sellerId), eq(orderEvents.orderId, orderId)))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
}

/**
 * Every customer of the seller whose stored `placed_orders` differs from a count of their live, not
 * cancelled orders (the database recounts it on every change: decision 0002). Empty when all agree.
 */
export async function placedOrdersDrift(server: TestServer, seller: SignedInUser) {
  const db = server.deps.database.db;
  const counted = await db
    .select({ customerId: orders.customerId, placed: count() })
    .from(orders)
    .where(
      and(eq(orders.sellerId, seller.sellerId), isNull(orders.deletedAt), ne(orders.status, 'cancelled')),
    )
    .groupBy(orders.customerId);
  const byCustomer = new Map(counted.map((c) => [c.customerId, c.placed]));
  const stored = await db
    .select({ id: customers.id, name: customers.name, placedOrders: customers.placedOrders })
    .from(customers)
    .where(eq(customers.sellerId, seller.sellerId));
  return stored
    .map((c) => ({ name: c.name, stored: c.placedOrders, counted: byCustomer.get(c.id) ?? 0 }))
    .filter((c) => c.stored !== c.counted);
}
