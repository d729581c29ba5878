import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  customers,
  orderLines,
  orders,
  products,
  stockMovements,
  stores,
  suppliers,
} from '../../db/schema/index.ts';
import type { SignedInUser } from '../../test/fixtures.testkit.ts';
import type { TestServer } from '../../test/test-server.testkit.ts';

export { imageForm, PNG } from '../../test/upload-fixtures.testkit.ts';

const dbOf = (server: TestServer) => server.deps.database.db;

/** The store made for the merchant at registration. */
export async function firstStore(server: TestServer, seller: SignedInUser) {
  const [store] = await dbOf(server)
    .select()
    .from(stores)
    .where(eq(stores.sellerId, seller.sellerId))
    .orderBy(asc(stores.createdAt));
  return store!;
}

export async function addSupplier(server: TestServer, seller: SignedInUser, name: string) {
  const [supplier] = await dbOf(server)
    .insert(suppliers)
    .values({ sellerId: seller.sellerId, name })
    .returning();
  return supplier!;
}

export interface ProductBodyInput {
  name: string;
  storeId: string;
  supplierId?: string | null;
  description?: string | null;
  brand?: string | null;
  country?: string | null;
  liftPrice: number;
  salePrice: number;
  qty: number;
}

export async function addProduct(seller: SignedInUser, body: ProductBodyInput) {
  const res = await seller.client.post('/api/products', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.product as { id: string; name: string; qty: number; availableQty: number };
}

export async function movementsOf(server: TestServer, seller: SignedInUser, productId: string) {
  return dbOf(server)
    .select()
    .from(stockMovements)
    .where(and(eq(stockMovements.sellerId, seller.sellerId), eq(stockMovements.productId, productId)))
    .orderBy(asc(stockMovements.createdAt));
}

export async function productRow(server: TestServer, seller: SignedInUser, productId: string) {
  const [row] = await dbOf(server)
    .select()
    .from(products)
    .where(and(eq(products.sellerId, seller.sellerId), eq(products.id, productId)));
  return row;
}

/** The smallest order that refers to a product: a customer, an order and one line. */
export async function orderWith(server: TestServer, seller: SignedInUser, productId: string, qty = 1) {
  const db = dbOf(server);
  const store = await firstStore(server, seller);
  const [customer] = await db
    .insert(customers)
    .values({ sellerId: seller.sellerId, name: 'Rahim', phone: '01712345678', address: 'Mirpur' })
    .returning();
  const [order] = await db
    .insert(orders)
    .values({
      sellerId: seller.sellerId,
      code: `T${Date.now().toString(36).toUpperCase()}`,
      customerId: customer!.id,
      storeId: store.id,
      name: 'Rahim',
      phone: '01712345678',
      address: 'Mirpur',
      salesDate: '2024-03-05',
      units: qty,
    })
    .returning();
  const [line] = await db
    .insert(orderLines)
    .values({
      sellerId: seller.sellerId,
      orderId: order!.id,
      productId,
      position: 1,
      name: 'as sold',
      salePrice: 15_000,
      qty,
    })
    .returning();
  return { order: order!, line: line! };
}
