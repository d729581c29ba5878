import { dhakaDate, dhakaMonthDates } from '@chalan/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeOrderRow } from '../../test/courier-fixtures.testkit.ts';
import { newModerator } from '../../test/fixtures.testkit.ts';
import { moveOrder, placeOrder, sellerWithCatalogue } from '../../test/order-fixtures.testkit.ts';
import { startTestServer, type TestServer } from '../../test/test-server.testkit.ts';
import { codes, completedOrder, markReceived, transactions } from './transactions-fixtures.testkit.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const MARCH = { from: '2024-03-01', to: '2024-03-31' };

describe('the Transactions list (GET /api/transactions)', () => {
  it('lists the period’s completed orders newest first, with COD state, courier and the period’s totals', async () => {
    const seller = await sellerWithCatalogue(server, 'Transactions Shop');
    const [, panjabi, scarf] = seller.products;
    // Saree 1,450 + 60 delivery, nothing paid ahead: 1,510 to collect.
    const a = await completedOrder(seller, '2024-03-03T06:00:00Z');
    // Panjabi 2,200 + 60, 500 in advance: 1,760 to collect.
    const b = await completedOrder(seller, '2024-03-10T06:00:00Z', {
      lines: [{ productId: panjabi!.id, qty: 1, discount: 0 }],
      advance: 50_000,
    });
    // Scarf 350 + 60, all of it in advance: nothing to collect.
    const c = await completedOrder(seller, '2024-03-20T06:00:00Z', {
      lines: [{ productId: scarf!.id, qty: 1, discount: 0 }],
      advance: 41_000,
    });
    // Not in the list: completed in February, still processing, returned, deleted.
    await completedOrder(seller, '2024-02-20T06:00:00Z');
    await placeOrder(seller);
    const returned = await completedOrder(seller, '2024-03-15T06:00:00Z');
    await moveOrder(seller, returned.id, 'returned');
    const deleted = await completedOrder(seller, '2024-03-16T06:00:00Z');
    await changeOrderRow(seller, deleted.id, { deletedAt: new Date() });

    // The courier paid 1,500 of a's 1,510.
    const marked = await markReceived(seller, {
      orderIds: [a.id],
      receivedOn: '2024-03-25',
      amount: 150_000,
    });
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);

    const res = await transactions(seller, MARCH);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      page: 1,
      limit: 10,
      total: 3,
      totalPages: 1,
      period: MARCH,
      filter: 'all',
    });
    expect(res.body.items).toEqual([
      {
        id: c.id,
        code: c.code,
        completedAt: '2024-03-20T06:00:00.000Z',
        courier: { id: seller.courier.id, name: seller.courier.name },
        customerName: seller.customer.name,
        bill: 41_000,
        advance: 41_000,
        payable: 0,
        codState: 'prepaid',
        codReceivedAt: null,
        codReceivedAmount: null,
      },
      expect.objectContaining({
        code: b.code,
        bill: 226_000,
        advance: 50_000,
        payable: 176_000,
        codState: 'pending',
      }),
      expect.objectContaining({
        code: a.code,
        bill: 151_000,
        payable: 151_000,
        codState: 'received',
        // A back-dated mark is kept at the start of its Dhaka day.
        codReceivedAt: '2024-03-24T18:00:00.000Z',
        codReceivedAmount: 150_000,
      }),
    ]);
    expect(res.body.totals).toEqual({
      orders: 3,
      total: 151_000 + 226_000 + 41_000,
      advance: 50_000 + 41_000,
      codReceived: 150_000,
      received: 50_000 + 41_000 + 150_000,
      pending: 176_000,
      receivedOrders: 1,
      pendingOrders: 1,
    });
  });

  it('filters pending and received orders, while the totals stay those of the whole period', async () => {
    const seller = await sellerWithCatalogue(server);
    const paid = await completedOrder(seller, '2024-03-05T06:00:00Z');
    const owed = await completedOrder(seller, '2024-03-06T06:00:00Z');
    const prepaid = await completedOrder(seller, '2024-03-07T06:00:00Z', { advance: 151_000 });
    await markReceived(seller, { orderIds: [paid.id], receivedOn: '2024-03-08' });

    const pending = await transactions(seller, { ...MARCH, filter: 'pending' });
    expect(codes(pending.body)).toEqual([owed.code]);
    expect(pending.body).toMatchObject({ total: 1, filter: 'pending' });
    const received = await transactions(seller, { ...MARCH, filter: 'received' });
    expect(codes(received.body)).toEqual([paid.code]);
    expect(received.body.items[0]).toMatchObject({ codReceivedAmount: 151_000 });
    const all = await transactions(seller, MARCH);
    expect(codes(all.body)).toEqual([prepaid.code, owed.code, paid.code]);
    for (const body of [pending.body, received.body, all.body]) {
      expect(body.totals).toMatchObject({ orders: 3, total: 453_000, pending: 151_000, received: 302_000 });
    }
  });

  it('counts completions by Dhaka days: 23:59 on the 31st is March, the next minute is April', async () => {
    const seller = await sellerWithCatalogue(server);
    // 1 March 00:00 in Dhaka (still 29 February in UTC), and 31 March 23:59:59 in Dhaka.
    const first = await completedOrder(seller, '2024-02-29T18:00:00Z');
    const last = await completedOrder(seller, '2024-03-31T17:59:59Z');
    // 1 April 00:00 in Dhaka (31 March in UTC), and 29 February 23:59 in Dhaka.
    const april = await completedOrder(seller, '2024-03-31T18:00:00Z');
    const february = await completedOrder(seller, '2024-02-29T17:59:00Z');

    expect(codes((await transactions(seller, MARCH)).body)).toEqual([last.code, first.code]);
    expect(codes((await transactions(seller, { from: '2024-04-01', to: '2024-04-01' })).body)).toEqual([
      april.code,
    ]);
    expect(codes((await transactions(seller, { from: '2024-02-29', to: '2024-02-29' })).body)).toEqual([
      february.code,
    ]);
  });

  it('defaults to this Dhaka month, shows orders completed just now, and Moderators see it too', async () => {
    const seller = await sellerWithCatalogue(server);
    const staff = await newModerator(server, seller);
    const now = await completedOrder(seller);
    await completedOrder(seller, '2020-01-10T06:00:00Z');
    const res = await transactions(staff);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.period).toEqual(dhakaMonthDates(new Date()));
    expect(codes(res.body)).toEqual([now.code]);
    expect(dhakaDate(new Date(res.body.items[0].completedAt))).toBe(dhakaDate(new Date()));
  });

  it('pages with the list sizes and never shows another seller’s orders', async () => {
    const seller = await sellerWithCatalogue(server);
    const other = await sellerWithCatalogue(server, 'Other Shop');
    const made = [];
    for (let day = 1; day <= 12; day += 1) {
      made.push(await completedOrder(seller, `2024-03-${String(day).padStart(2, '0')}T06:00:00Z`));
    }
    await completedOrder(other, '2024-03-05T06:00:00Z');
    const newestFirst = made.map((o) => o.code).reverse();

    const first = await transactions(seller, { ...MARCH, limit: 10 });
    expect(first.body).toMatchObject({ total: 12, totalPages: 2 });
    expect(codes(first.body)).toEqual(newestFirst.slice(0, 10));
    const second = await transactions(seller, { ...MARCH, limit: 10, page: 2 });
    expect(codes(second.body)).toEqual(newestFirst.slice(10));
    const all = await transactions(seller, { ...MARCH, limit: 25 });
    expect(codes(all.body)).toEqual(newestFirst);
    expect(all.body.totals.orders).toBe(12);
  });

  it('answers 400 with the failing fields for a wrong period, list or page size', async () => {
    const seller = await sellerWithCatalogue(server);
    const backwards = await transactions(seller, { from: '2024-03-10', to: '2024-03-01' });
    expect(backwards.status).toBe(400);
    expect(backwards.body.error.fields).toEqual({ to: 'The From date must be on or before the To date' });
    const wrong = await transactions(seller, { from: 'yesterday', filter: 'paid', limit: 20 });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields).toEqual({
      from: 'Enter a date such as 2024-03-05',
      filter: 'Choose a list: all, pending or received',
      limit: 'Page size must be 10, 25, 50 or 100',
    });
  });

  it('asks for a session', async () => {
    const res = await server.client().get('/api/transactions');
    expect(res.status).toBe(401);
  });
});
