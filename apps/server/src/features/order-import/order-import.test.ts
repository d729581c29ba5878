import type { ImportTestRow } from '@chalan/core/order-import/test-rows.testkit';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, orders } from '../../db/schema/index.ts';
import { newModerator } from '../../test/fixtures.testkit.ts';
import {
  addCourier,
  addStockedProduct,
  availableQtyOf,
  orderEventRows,
  orderMovements,
  placedOrdersDrift,
  placeOrder,
  type SellerWithCatalogue,
  sellerWithCatalogue,
} from '../../test/order-fixtures.testkit.ts';
import { startTestServer, type TestServer } from '../../test/test-server.testkit.ts';
import { importOrders } from './order-import.service.ts';
import { parseCsv } from './order-import-file.ts';
import { fileForm, footprint, importCsv, importPhone } from './order-import-fixtures.testkit.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const db = () => server.deps.database.db;

/** A row for the seller's Dhaka customer buying one Saree. */
const rowFor = (seller: SellerWithCatalogue, values: ImportTestRow = {}): ImportTestRow => ({
  'Customer Phone': seller.customer.phone,
  'Customer Name': seller.customer.name,
  Address: 'House 12, Road 3',
  District: 'Dhaka',
  Thana: 'Dhanmondi',
  'Product 1': 'Cotton Saree',
  Reference: 'CSV-1',
  'Sales Date': '2024-03-05',
  ...values,
});

const preview = (seller: { client: SellerWithCatalogue['client'] }, rows: ImportTestRow[]) =>
  seller.client.post('/api/order-imports/preview', fileForm(importCsv(rows)));
const runImport = (seller: { client: SellerWithCatalogue['client'] }, rows: ImportTestRow[]) =>
  seller.client.post('/api/order-imports', fileForm(importCsv(rows)));

async function orderOf(seller: SellerWithCatalogue, id: string) {
  const res = await seller.client.get(`/api/orders/${id}`);
  expect(res.status).toBe(200);
  return res.body.order ?? res.body;
}

describe('importing a good file', () => {
  it('writes each row as a processing order, exactly as Start Order would', async () => {
    const seller = await sellerWithCatalogue(server, 'Import Same Shop');
    const [saree, , scarf] = seller.products;
    const typed = await placeOrder(seller, {
      refNo: 'CSV-1',
      lines: [
        { productId: saree!.id, qty: 2, discount: 10_000 },
        { productId: scarf!.id, qty: 1, discount: 0 },
      ],
      discountOnAll: { type: 'percentage', value: 1_000 },
      advance: 50_000,
      paymentType: 'bKash',
      note: 'Call before delivery',
    });
    const res = await runImport(seller, [
      rowFor(seller, {
        'Qty 1': '2',
        'Line Discount 1': '100',
        'Product 2': 'Scarf',
        'Qty 2': '1',
        Discount: '10%',
        Advance: '500',
        'Payment Type': 'bKash',
        Note: 'Call before delivery',
      }),
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ imported: 1, valid: 1, invalid: 0, message: '1 orders imported' });
    const imported = await orderOf(seller, res.body.imports[0].id);
    const same = (o: typeof typed) => {
      const { id: _id, code: _code, createdAt: _c, updatedAt: _u, events, lines, ...rest } = o as any;
      return {
        ...rest,
        lines: lines.map(({ id: _i, ...l }: any) => l),
        events: events.map((e: any) => [e.kind, e.user?.id]),
      };
    };
    expect(same(imported)).toEqual(same(await orderOf(seller, typed.id)));
    expect(imported.code).toBe(res.body.imports[0].code);
    expect(await orderMovements(server, seller, imported.id)).toEqual([
      ['order', saree!.id, -2],
      ['order', scarf!.id, -1],
    ]);
    // One event: created, from a CSV file (the timeline says "Order imported from a CSV file").
    expect((await orderEventRows(server, seller, imported.id)).map((e) => [e.kind, e.changes])).toEqual([
      ['created', { source: { from: null, to: 'csv' } }],
    ]);
    // The customer's placed orders count the imported one too (one recount for the whole import).
    expect(await placedOrdersDrift(server, seller)).toEqual([]);
    expect(await availableQtyOf(server, seller, saree!.id)).toBe(16);
  });

  it('previews without writing, then imports what the preview showed', async () => {
    const seller = await sellerWithCatalogue(server, 'Import Preview Shop');
    const before = await footprint(server, seller);
    const rows = [
      rowFor(seller),
      rowFor(seller, {
        'Customer Phone': importPhone(),
        District: 'Chattogram',
        Thana: '',
        'Product 1': 'Scarf',
        'Qty 1': '3',
      }),
    ];
    const res = await preview(seller, rows);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      rows: 2,
      valid: 2,
      invalid: 0,
      ignoredColumns: [],
      errors: [],
      // 1,450 + 60 in Dhaka; 3 × 350 + 120 outside Dhaka
      totals: { bill: 268_000, payable: 268_000 },
      orders: [
        { row: 2, products: 'Cotton Saree × 1', courier: 'Steadfast', bill: 151_000 },
        { row: 3, products: 'Scarf × 3', district: 'Chattogram', bill: 117_000 },
      ],
    });
    expect(await footprint(server, seller)).toEqual(before);

    const done = await runImport(seller, rows);
    expect(done.body).toMatchObject({ imported: 2, customersAdded: 1 });
    const after = await footprint(server, seller);
    expect(after.orders - before.orders).toBe(2);
    expect(after.events - before.events).toBe(2);
    expect(after.movements - before.movements).toBe(2);
    const listed = await seller.client.get('/api/orders?status=processing&limit=10');
    expect(listed.body.items.map((o: any) => o.code).sort()).toEqual(
      done.body.imports.map((o: any) => o.code).sort(),
    );
  });

  it('finds customers by phone, adds a new phone once however many rows it has', async () => {
    const seller = await sellerWithCatalogue(server, 'Import Customer Shop');
    const newPhone = importPhone();
    const res = await runImport(seller, [
      // The known customer, written as Excel writes a number (leading 0 dropped) and another address.
      rowFor(seller, { 'Customer Phone': seller.customer.phone.slice(1), Address: 'New flat, Road 9' }),
      rowFor(seller, { 'Customer Phone': newPhone, 'Customer Name': 'Nusrat Jahan', Address: 'Zindabazar' }),
      rowFor(seller, {
        'Customer Phone': `+88${newPhone}`,
        'Customer Name': 'Nusrat J.',
        Address: 'Zindabazar',
      }),
    ]);
    expect(res.body).toMatchObject({ imported: 3, customersAdded: 1 });
    const rows = await db()
      .select()
      .from(customers)
      .where(eq(customers.sellerId, seller.sellerId))
      .orderBy(asc(customers.createdAt));
    expect(rows.map((c) => c.phone).sort()).toEqual(
      [seller.customer.phone, seller.outsideCustomer.phone, newPhone].sort(),
    );
    const added = rows.find((c) => c.phone === newPhone)!;
    expect(added).toMatchObject({ name: 'Nusrat Jahan', address: 'Zindabazar', district: 'Dhaka' });
    // The known customer's record stays; the order goes where the row says.
    expect(rows.find((c) => c.phone === seller.customer.phone)!.address).toBe('House 12, Road 3');
    const written = await db()
      .select()
      .from(orders)
      .where(eq(orders.sellerId, seller.sellerId))
      .orderBy(asc(orders.id));
    expect(written.map((o) => [o.customerId, o.address])).toEqual([
      [seller.customer.id, 'New flat, Road 9'],
      [added.id, 'Zindabazar'],
      [added.id, 'Zindabazar'],
    ]);
  });

  it('a Moderator imports too; the orders are recorded as theirs', async () => {
    const seller = await sellerWithCatalogue(server, 'Import Staff Shop');
    const staff = await newModerator(server, seller);
    const res = await runImport(staff, [rowFor(seller)]);
    expect(res.body.imported).toBe(1);
    const events = await orderEventRows(server, seller, res.body.imports[0].id);
    expect(events.map((e) => e.userId)).toEqual([staff.userId]);
  });
});

describe('a file with good and bad rows', () => {
  it('imports the good rows, leaves the bad ones out with their row, column and reason', async () => {
    const seller = await sellerWithCatalogue(server, 'Import Mixed Shop');
    const rows = [
      rowFor(seller),
      rowFor(seller, { 'Customer Phone': '12345' }),
      rowFor(seller, { 'Product 1': 'Jamdani', Courier: 'Nobody' }),
      rowFor(seller, { 'Qty 1': '2', District: 'Dhaka', Thana: 'Hathazari' }),
    ];
    const res = await runImport(seller, rows);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ rows: 4, valid: 1, invalid: 3, imported: 1 });
    expect(res.body.errors.map((e: any) => [e.row, e.column, e.message])).toEqual([
      [3, 'Customer Phone', 'Enter an 11-digit mobile number such as 01712345678'],
      [4, 'Courier', 'No courier named “Nobody”'],
      [4, 'Product 1', 'No product named “Jamdani” in your catalogue'],
      [5, 'Thana', 'Choose a thana of the chosen district'],
    ]);
    expect(res.body.rejected.map((r: any) => [r.row, r.cells[0]])).toEqual([
      [3, '12345'],
      [4, seller.customer.phone],
      [5, seller.customer.phone],
    ]);
    expect(await availableQtyOf(server, seller, seller.products[0]!.id)).toBe(19);
  });

  it('counts the stock across rows and imports only what the shelf holds', async () => {
    const seller = await sellerWithCatalogue(server, 'Import Stock Shop');
    const panjabi = seller.products[1]!; // 10 in stock
    const rows = [
      rowFor(seller, { 'Product 1': 'Panjabi', 'Qty 1': '4' }),
      rowFor(seller, { 'Product 1': 'panjabi', 'Qty 1': '4' }),
      rowFor(seller, { 'Product 1': 'Panjabi', 'Qty 1': '3' }),
      rowFor(seller, { 'Product 1': panjabi.id, 'Qty 1': '2' }),
      rowFor(seller, { 'Product 1': 'Panjabi' }),
    ];
    const res = await runImport(seller, rows);
    expect(res.body).toMatchObject({ imported: 3, invalid: 2 });
    expect(res.body.errors.map((e: any) => [e.row, e.column, e.key])).toEqual([
      [4, 'Qty 1', 'importQtyAboveAvailable'],
      [6, 'Product 1', 'productOutOfStock'],
    ]);
    expect(res.body.errors[0].message).toBe(
      'Only 2 of Panjabi left for this row (counting the rows above it)',
    );
    expect(await availableQtyOf(server, seller, panjabi.id)).toBe(0);
  });

  it('checks again at import time: stock sold since the preview leaves the row out', async () => {
    const seller = await sellerWithCatalogue(server, 'Import Race Shop');
    const panjabi = seller.products[1]!;
    const rows = [
      rowFor(seller, { 'Product 1': 'Panjabi', 'Qty 1': '6' }),
      rowFor(seller, { Reference: 'CSV-2' }),
    ];
    expect((await preview(seller, rows)).body.valid).toBe(2);
    await placeOrder(seller, { lines: [{ productId: panjabi.id, qty: 5, discount: 0 }] });
    const res = await runImport(seller, rows);
    expect(res.body).toMatchObject({ imported: 1, invalid: 1 });
    expect(res.body.errors[0]).toMatchObject({ row: 2, column: 'Qty 1', params: { left: 5 } });
    expect(await availableQtyOf(server, seller, panjabi.id)).toBe(5);
  });

  it('with no row to import, writes nothing and says so', async () => {
    const seller = await sellerWithCatalogue(server, 'Import Nothing Shop');
    const before = await footprint(server, seller);
    const res = await runImport(seller, [rowFor(seller, { Reference: '' })]);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ imported: 0, key: 'importNothingToImport', imports: [] });
    expect(await footprint(server, seller)).toEqual(before);
  });

  it('another seller’s products, stores and couriers are not found', async () => {
    const seller = await sellerWithCatalogue(server, 'Import Tenant Shop');
    const other = await sellerWithCatalogue(server, 'Import Other Shop');
    const otherOnly = await addStockedProduct(other, other.store.id, {
      name: 'Other Lamp',
      salePrice: 50_000,
      qty: 5,
    });
    const otherCourier = await addCourier(other, { name: 'Other Express' });
    const res = await preview(seller, [
      rowFor(seller, { 'Product 1': otherOnly.id }),
      rowFor(seller, { 'Product 1': 'Other Lamp', Courier: otherCourier.name }),
    ]);
    expect(res.body.errors.map((e: any) => [e.row, e.column, e.key])).toEqual([
      [2, 'Product 1', 'importProductNotFound'],
      [3, 'Courier', 'importCourierNotFound'],
      [3, 'Product 1', 'importProductNotFound'],
    ]);
  });
});

describe('all or nothing', () => {
  it('a failure while writing leaves no customer, order or stock change behind', async () => {
    const seller = await sellerWithCatalogue(server, 'Import Atomic Shop');
    const before = await footprint(server, seller);
    const records = parseCsv(
      importCsv([
        rowFor(seller, { 'Customer Phone': importPhone() }),
        rowFor(seller, { 'Customer Phone': importPhone(), 'Product 1': 'Scarf' }),
      ]),
    );
    // Every id drawn is the same one, so the second order can get no id of its own: the writer gives up
    // after the customers were added and the stock taken.
    await expect(
      importOrders(db(), { sellerId: seller.sellerId, userId: seller.userId }, records, () => 0),
    ).rejects.toThrow('Could not find free order ids');
    expect(await footprint(server, seller)).toEqual(before);
    expect(await availableQtyOf(server, seller, seller.products[0]!.id)).toBe(20);
    expect(await availableQtyOf(server, seller, seller.products[2]!.id)).toBe(30);
  });

  it('an id already taken by one of the seller’s orders is never given twice', async () => {
    const seller = await sellerWithCatalogue(server, 'Import Code Shop');
    const existing = await placeOrder(seller);
    const records = parseCsv(importCsv([rowFor(seller, { Reference: 'CSV-9' })]));
    // The first draw spells the existing order's id; the writer sees it is taken and draws again.
    const alphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
    const forced = [...existing.code].map((ch) => alphabet.indexOf(ch));
    let draws = 0;
    const random = (n: number) => (draws < forced.length ? forced[draws++]! : (draws++ * 7) % n);
    const result = await importOrders(
      db(),
      { sellerId: seller.sellerId, userId: seller.userId },
      records,
      random,
    );
    expect(result.orders).toHaveLength(1);
    expect(result.orders[0]!.code).not.toBe(existing.code);
  });
});
