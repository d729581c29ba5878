import {
  IMPORT_TEST_HEADER,
  type ImportTestRow,
  importTestRecord,
} from '@chalan/core/order-import/test-rows.testkit';
import { and, count, eq } from 'drizzle-orm';
import { customers, orderEvents, orders, stockMovements } from '../../db/schema/index.ts';
import type { SignedInUser } from '../../test/fixtures.testkit.ts';
import type { TestServer } from '../../test/test-server.testkit.ts';

/** Files for the import tests, written as a spreadsheet writes them (cells quoted only when they must be). */

const cell = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
export const csvText = (records: readonly (readonly string[])[]) =>
  records.map((r) => r.map(cell).join(',')).join('\r\n');

export const importCsv = (rows: readonly ImportTestRow[], header: readonly string[] = IMPORT_TEST_HEADER) =>
  csvText([header, ...rows.map((row) => importTestRecord(row, header))]);

export const fileForm = (content: string | Uint8Array, name = 'orders.csv', type = 'text/csv') => {
  const form = new FormData();
  form.set('file', new File([content as string], name, { type }));
  return form;
};

let phones = 0;
/** A mobile number no other import test of this process uses. */
export const importPhone = () =>
  `0171${String(process.pid % 10_000).padStart(4, '0')}${String(++phones % 1000).padStart(3, '0')}`;

/** What the seller has: orders, customers, stock movements and order events (to prove nothing was written). */
export async function footprint(server: TestServer, seller: SignedInUser) {
  const db = server.deps.database.db;
  const n = async (table: typeof orders | typeof customers | typeof stockMovements | typeof orderEvents) =>
    (
      await db
        .select({ n: count() })
        .from(table)
        .where(and(eq(table.sellerId, seller.sellerId)))
    )[0]!.n;
  return {
    orders: await n(orders),
    customers: await n(customers),
    movements: await n(stockMovements),
    events: await n(orderEvents),
  };
}
