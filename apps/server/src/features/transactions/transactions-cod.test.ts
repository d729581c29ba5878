import { addDays, dhakaDate } from '@chalan/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newModerator } from '../../test/fixtures.testkit.ts';
import {
  moveOrder,
  orderEventRows,
  orderRow,
  placeOrder,
  sellerWithCatalogue,
} from '../../test/order-fixtures.testkit.ts';
import { startTestServer, type TestServer } from '../../test/test-server.testkit.ts';
import { completedOrder, markReceived, transactions, undoReceived } from './transactions-fixtures.testkit.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('marking COD received (POST /api/transactions/cod-received)', () => {
  it('marks one order with the date and the amount that came, and its timeline says who did it', async () => {
    const seller = await sellerWithCatalogue(server, 'COD Shop');
    const order = await completedOrder(seller);
    const res = await markReceived(seller, {
      orderIds: [order.id],
      receivedOn: '2024-03-05',
      amount: 150_000,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      key: 'codReceivedMarked',
      params: { count: 1 },
      message: 'Marked COD received: 1',
      marked: [{ id: order.id, code: order.code }],
      alreadyReceived: [],
      notCompleted: [],
    });
    const row = await orderRow(server, seller, order.id);
    expect(row).toMatchObject({
      codReceivedAt: new Date('2024-03-04T18:00:00Z'),
      codReceivedAmount: 150_000,
      status: 'completed',
      updatedById: seller.userId,
    });
    const detail = await seller.client.get(`/api/orders/${order.id}`);
    expect(detail.body.events.at(-1)).toMatchObject({
      kind: 'edited',
      user: { id: seller.userId },
      changes: {
        codReceivedOn: { from: null, to: '2024-03-05' },
        codReceivedAmount: { from: null, to: 150_000 },
      },
    });
  });

  it('marks a selection today, each order with its own payable; Moderators may do it', async () => {
    const seller = await sellerWithCatalogue(server);
    const staff = await newModerator(server, seller);
    const a = await completedOrder(seller);
    const b = await completedOrder(seller, undefined, { advance: 20_000 });
    const before = Date.now();
    const res = await markReceived(staff, { orderIds: [a.id, b.id] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Marked COD received: 2');
    const rows = [await orderRow(server, seller, a.id), await orderRow(server, seller, b.id)];
    expect(rows.map((r) => r!.codReceivedAmount)).toEqual([151_000, 131_000]);
    for (const row of rows) {
      expect(row!.codReceivedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(dhakaDate(row!.codReceivedAt!)).toBe(dhakaDate(new Date()));
      expect(row!.updatedById).toBe(staff.userId);
    }
    const listed = await transactions(seller, { filter: 'received' });
    expect(listed.body.items.map((i: { code: string }) => i.code).sort()).toEqual([a.code, b.code].sort());
  });

  it('reports an order already received and one not completed, and leaves both as they were', async () => {
    const seller = await sellerWithCatalogue(server);
    const received = await completedOrder(seller);
    await markReceived(seller, { orderIds: [received.id], receivedOn: '2024-03-05', amount: 100_000 });
    const ready = await placeOrder(seller);
    await moveOrder(seller, ready.id, 'ready');
    const fresh = await completedOrder(seller);
    const eventsBefore = (await orderEventRows(server, seller, received.id)).length;

    const res = await markReceived(seller, { orderIds: [received.id, ready.id, fresh.id] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      message: 'Marked COD received: 1. Left as they were: 1 already received, 1 not completed',
      marked: [{ id: fresh.id }],
      alreadyReceived: [{ id: received.id, code: received.code }],
      notCompleted: [{ id: ready.id, code: ready.code, status: 'ready' }],
    });
    expect(await orderRow(server, seller, received.id)).toMatchObject({
      codReceivedAt: new Date('2024-03-04T18:00:00Z'),
      codReceivedAmount: 100_000,
    });
    expect((await orderEventRows(server, seller, received.id)).length).toBe(eventsBefore);
    expect((await orderRow(server, seller, ready.id))!.codReceivedAt).toBeNull();

    // Marking it again changes nothing.
    const again = await markReceived(seller, { orderIds: [fresh.id] });
    expect(again.body).toMatchObject({ marked: [], alreadyReceived: [{ id: fresh.id }] });
  });

  it('answers 400 for a future date, an amount for several orders, no orders or a bad amount', async () => {
    const seller = await sellerWithCatalogue(server);
    const a = await completedOrder(seller);
    const b = await completedOrder(seller);
    const tomorrow = addDays(dhakaDate(new Date()), 1);
    const cases: [unknown, Record<string, string>][] = [
      [
        { orderIds: [a.id], receivedOn: tomorrow },
        { receivedOn: 'The received date cannot be in the future' },
      ],
      [
        { orderIds: [a.id, b.id], amount: 100 },
        {
          amount:
            'An amount can be typed only when marking one order; several orders are each marked with their payable',
        },
      ],
      [{ orderIds: [] }, { orderIds: 'Select at least one completed order' }],
      [
        { orderIds: [a.id], amount: -5 },
        { amount: 'Enter the amount received: 0 or more, with at most two decimals' },
      ],
      [{ orderIds: ['not-an-id'] }, { 'orderIds.0': 'Select at least one completed order' }],
    ];
    for (const [body, fields] of cases) {
      const res = await seller.client.post('/api/transactions/cod-received', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.fields).toEqual(fields);
    }
    expect((await orderRow(server, seller, a.id))!.codReceivedAt).toBeNull();
  });

  it('answers 404 for another seller’s order and changes nothing, not even the seller’s own', async () => {
    const seller = await sellerWithCatalogue(server);
    const other = await sellerWithCatalogue(server, 'Other Shop');
    const own = await completedOrder(seller);
    const theirs = await completedOrder(other);
    for (const orderIds of [[theirs.id], [own.id, theirs.id]]) {
      const res = await markReceived(seller, { orderIds });
      expect(res.status).toBe(404);
    }
    expect((await undoReceived(seller, [theirs.id])).status).toBe(404);
    expect((await orderRow(server, seller, own.id))!.codReceivedAt).toBeNull();
    expect((await orderRow(server, other, theirs.id))!.codReceivedAt).toBeNull();
  });
});

describe('undoing a mark (POST /api/transactions/cod-received/undo)', () => {
  it('puts received orders back to pending, says what it left, and records it', async () => {
    const seller = await sellerWithCatalogue(server);
    const received = await completedOrder(seller);
    const pending = await completedOrder(seller);
    await markReceived(seller, { orderIds: [received.id], receivedOn: '2024-03-05' });

    const res = await undoReceived(seller, [received.id, pending.id]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      message: 'COD received undone: 1. Left as they were: 1 not marked received',
      undone: [{ id: received.id, code: received.code }],
      notReceived: [{ id: pending.id, code: pending.code }],
    });
    expect(await orderRow(server, seller, received.id)).toMatchObject({
      codReceivedAt: null,
      codReceivedAmount: 0,
    });
    const events = await orderEventRows(server, seller, received.id);
    expect(events.at(-1)).toMatchObject({
      kind: 'edited',
      userId: seller.userId,
      changes: {
        codReceivedOn: { from: '2024-03-05', to: null },
        codReceivedAmount: { from: 151_000, to: null },
      },
    });
    const listed = await transactions(seller, { filter: 'pending' });
    expect(listed.body.items.map((i: { code: string }) => i.code).sort()).toEqual(
      [received.code, pending.code].sort(),
    );
  });
});
