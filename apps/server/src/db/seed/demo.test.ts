import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/fixtures.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { products, stockMovements, suppliers } from '../schema/index.ts';
import { DEMO_CREDENTIALS, seedDemo } from './demo.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('demo seller', () => {
  it('can sign in with the printed credentials and lands on the overview; seeding twice changes nothing', async () => {
    const db = server.deps.database.db;
    expect(await seedDemo(db)).toEqual(DEMO_CREDENTIALS);
    await seedDemo(db);
    const client = await signIn(server, DEMO_CREDENTIALS.email, DEMO_CREDENTIALS.password);
    const me = await client.get('/api/account/me');
    expect(me.body).toMatchObject({ user: { role: 'Admin', verified: true }, home: '/inventory/overview' });
    const checklist = await client.get('/api/onboarding');
    expect(checklist.body).toMatchObject({ hasStore: true, hasProducts: true, complete: false });

    const sellerId = me.body.seller.id;
    const supplierRows = await db.select().from(suppliers).where(eq(suppliers.sellerId, sellerId));
    const productRows = await db.select().from(products).where(eq(products.sellerId, sellerId));
    expect(supplierRows).toHaveLength(3);
    expect(productRows).toHaveLength(30);
    expect(productRows.every((p) => p.availableQty > 0 && p.salePrice > p.liftPrice)).toBe(true);
    const movements = await db.select().from(stockMovements).where(eq(stockMovements.sellerId, sellerId));
    expect(movements.map((m) => m.qtyChange).reduce((a, b) => a + b)).toBe(
      productRows.map((p) => p.qty).reduce((a, b) => a + b),
    );
  });
});
