import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, stockMovements } from '../../db/schema/index.ts';
import { newModerator } from '../../test/fixtures.testkit.ts';
import {
  addStockedProduct,
  availableQtyOf,
  orderBody,
  type SellerWithCatalogue,
  sellerWithCatalogue,
} from '../../test/order-fixtures.testkit.ts';
import { startTestServer, type TestServer } from '../../test/test-server.testkit.ts';

/**
 * The stock proof of issue 4 §9. It runs on PGlite and, with DATABASE_URL set (CI), on PostgreSQL,
 * where the requests really overlap in separate connections.
 */

let server: TestServer;
let seller: SellerWithCatalogue;
beforeAll(async () => {
  server = await startTestServer();
  seller = await sellerWithCatalogue(server, 'Rush Shop');
});
afterAll(() => server?.close());

const db = () => server.deps.database.db;

describe('orders at the same time', () => {
  it('50 orders for a product with 10 in stock: exactly 10 succeed, the rest are out of stock, never below 0', async () => {
    const product = await addStockedProduct(seller, seller.store.id, {
      name: 'Last ten',
      salePrice: 50_000,
      qty: 10,
    });
    const staff = await newModerator(server, seller);
    const clients = [seller.client, staff.client];

    let lowest = Number.POSITIVE_INFINITY;
    let racing = true;
    const watcher = (async () => {
      while (racing) {
        lowest = Math.min(lowest, await availableQtyOf(server, seller, product.id));
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
    })();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        clients[i % 2]!.post(
          '/api/orders',
          orderBody(seller, { lines: [{ productId: product.id, qty: 1, discount: 0 }] }),
        ),
      ),
    );
    racing = false;
    await watcher;

    const saved = results.filter((r) => r.status === 201);
    const refused = results.filter((r) => r.status !== 201);
    expect(saved).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const res of refused) {
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe('Product is out of stock');
      expect(res.body.error.fields).toEqual({ 'lines.0.productId': 'Product is out of stock' });
    }
    expect(new Set(saved.map((r) => r.body.order.code)).size).toBe(10);
    expect(await availableQtyOf(server, seller, product.id)).toBe(0);
    expect(lowest).toBeGreaterThanOrEqual(0);

    const [made] = await db().select({ n: count() }).from(orders).where(eq(orders.sellerId, seller.sellerId));
    expect(made!.n).toBe(10);
    const movements = await db()
      .select({ qtyChange: stockMovements.qtyChange, kind: stockMovements.kind })
      .from(stockMovements)
      .where(and(eq(stockMovements.sellerId, seller.sellerId), eq(stockMovements.productId, product.id)));
    expect(movements.filter((m) => m.kind === 'order')).toHaveLength(10);
    expect(movements.reduce((sum, m) => sum + m.qtyChange, 0)).toBe(0);
  });

  it('orders naming the same two products in opposite orders all go through', async () => {
    const a = await addStockedProduct(seller, seller.store.id, { name: 'Cup', salePrice: 10_000, qty: 30 });
    const b = await addStockedProduct(seller, seller.store.id, { name: 'Saucer', salePrice: 5_000, qty: 30 });
    const line = (productId: string) => ({ productId, qty: 1, discount: 0 });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        seller.client.post(
          '/api/orders',
          orderBody(seller, { lines: i % 2 ? [line(a.id), line(b.id)] : [line(b.id), line(a.id)] }),
        ),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(201));
    expect(await availableQtyOf(server, seller, a.id)).toBe(10);
    expect(await availableQtyOf(server, seller, b.id)).toBe(10);
  });
});
