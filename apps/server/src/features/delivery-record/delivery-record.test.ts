import { DEMO_ACCOUNTS, type FakeCourier, startFakeCourier } from '@chalan/fake-courier';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fraudChecks } from '../../db/schema/index.ts';
import { moveOrder, placeOrder, sellerWithCatalogue } from '../../test/order-fixtures.testkit.ts';
import { startTestServer, type TestServer } from '../../test/test-server.testkit.ts';

let fake: FakeCourier;
let server: TestServer;
beforeAll(async () => {
  fake = await startFakeCourier();
  server = await startTestServer({ ...fake.baseUrls, COURIER_TIMEOUT_MS: '1000' });
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

describe('delivery record (fraud check)', () => {
  it('calls a customer without any finished parcel a new customer', async () => {
    const seller = await sellerWithCatalogue(server);
    await placeOrder(seller);
    const res = await seller.client.get(`/api/customers/${seller.customer.id}/delivery-record`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      risk: 'new',
      reasons: [{ message: 'New customer: no delivery history yet' }],
      own: { total: 1, delivered: 0, returned: 0, cancelled: 0 },
      courier: null,
    });
  });

  it('reads this seller’s own completed and returned orders for the phone', async () => {
    const seller = await sellerWithCatalogue(server);
    const a = await placeOrder(seller);
    const b = await placeOrder(seller);
    for (const id of [a.id, b.id]) {
      await moveOrder(seller, id, 'ready');
      await moveOrder(seller, id, 'completed');
    }
    await moveOrder(seller, b.id, 'returned');
    const res = await seller.client.get(`/api/orders/${a.id}/delivery-record`);
    expect(res.body).toMatchObject({
      risk: 'high',
      own: { delivered: 1, returned: 1 },
      reasons: [{ message: 'With you: 1 delivered, 1 returned' }],
    });
  });

  it('adds Steadfast’s fraud_check figures, asked once a day per phone', async () => {
    const seller = await sellerWithCatalogue(server);
    const added = await seller.client.post('/api/couriers', {
      name: 'Steadfast API',
      provider: 'steadfast',
      chargeInDhaka: 6_000,
      chargeOutsideDhaka: 12_000,
      status: true,
      credentials: { ...DEMO_ACCOUNTS.steadfast[0] },
    });
    expect(added.status).toBe(201);
    const phone = seller.customer.phone;
    const seeded = await fetch(`${fake.url}/_control/fraud`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        phone,
        total_parcels: 10,
        total_delivered: 4,
        total_cancelled: 6,
        total_fraud_reports: [{ reason: 'fake order' }],
      }),
    });
    expect(seeded.status, await seeded.text()).toBeLessThan(300);
    const res = await seller.client.get(`/api/customers/${seller.customer.id}/delivery-record`);
    expect(res.body).toMatchObject({
      risk: 'high',
      courier: { name: 'Steadfast API', delivered: 4, cancelled: 6, fraudReports: 1 },
    });
    expect(res.body.reasons.map((r: { message: string }) => r.message)).toEqual([
      'At Steadfast API: 4 delivered, 6 cancelled',
      '1 fraud reports at Steadfast API',
    ]);
    const cached = await server.deps.database.db
      .select()
      .from(fraudChecks)
      .where(eq(fraudChecks.phone, phone));
    expect(cached).toHaveLength(1);
    // Within the day the stored figures answer, even when Steadfast is down.
    fake.injectFault('steadfast', { kind: 'error', status: 500 }, 5);
    const again = await seller.client.get(`/api/customers/${seller.customer.id}/delivery-record`);
    expect(again.body.courier).toMatchObject({ delivered: 4, cancelled: 6 });
  });
});
