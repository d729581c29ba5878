import { and, count, eq } from 'drizzle-orm';
import type { DatabaseKind } from '../apps/server/src/db/client.ts';
import { customers, orders, products } from '../apps/server/src/db/schema/index.ts';
import { seededRandom } from '../apps/server/src/db/seed/orders-generator.ts';
import { HttpClient } from '../apps/server/src/test/http-client.testkit.ts';
import { BENCH_PASSWORD, benchShop, withBenchServer } from './setup.ts';

/**
 * `npx tsx bench/import.ts`: the CSV import budget (DESIGN.md: 10,000 order rows validated and stored in
 * under 10 s, with a per-row error report), through the real API over HTTP. A seller with the demo
 * catalogue and 2,000 customers uploads a 10,000-row file (1–3 products a row, half the rows for known
 * customers, 1% of rows wrong); preview and import are timed, on PGlite in a temp folder and on
 * PostgreSQL when DATABASE_URL is set (a fresh database, dropped after). BENCH_IMPORT_ROWS changes the size.
 */
const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const log = (message: string) => console.log(`[bench:import] ${message}`);

const cell = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** A file as a seller would make it: known and new customers, 1–3 products, some discounts and advances. */
function importFile(productNames: string[], knownPhones: string[]): string {
  const random = seededRandom(42);
  const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)]!;
  const districts = [
    ['Dhaka', 'Dhanmondi'],
    ['Dhaka', 'Mirpur'],
    ['Chattogram', 'Hathazari'],
    ['Sylhet', ''],
    ['Khulna', ''],
  ];
  const header = [
    'Customer Phone',
    'Customer Name',
    'Address',
    'District',
    'Thana',
    'Product 1',
    'Qty 1',
    'Line Discount 1',
    'Product 2',
    'Qty 2',
    'Product 3',
    'Qty 3',
    'Discount',
    'Advance',
    'Payment Type',
    'Reference',
    'Note',
  ];
  const lines = [header.join(',')];
  for (let i = 0; i < ROWS; i++) {
    const [district, thana] = pick(districts);
    const phone =
      random() < 0.5 ? pick(knownPhones) : `019${String(10_000_000 + Math.floor(random() * 89_999_999))}`;
    const chosen = new Set<string>();
    const lineCount = 1 + Math.floor(random() * 3);
    while (chosen.size < lineCount) chosen.add(pick(productNames));
    const [first, second, third] = [...chosen];
    const qty = () => String(1 + Math.floor(random() * 2));
    const groups = [
      first!,
      qty(),
      random() < 0.1 ? '5%' : '',
      second ?? '',
      second ? qty() : '',
      third ?? '',
      third ? qty() : '',
    ];
    const wrong = i % 100 === 99;
    lines.push(
      [
        wrong ? '0171234' : phone,
        `Customer ${i}`,
        `House ${i}, Road ${i % 40}`,
        district!,
        thana!,
        ...groups,
        random() < 0.1 ? '50' : '',
        random() < 0.1 ? '200' : '',
        random() < 0.9 ? 'COD' : 'bKash',
        `BENCH-${i}`,
        random() < 0.2 ? 'Call before delivery, please' : '',
      ]
        .map(cell)
        .join(','),
    );
  }
  return lines.join('\r\n');
}

async function benchOn(kind: DatabaseKind) {
  return withBenchServer(
    kind,
    'import',
    async (server) => {
      const db = server.deps.database.db;
      const { sellerId, email } = await benchShop(db, 'Import Shop');
      await db
        .update(products)
        .set({ qty: 1_000_000, availableQty: 1_000_000 })
        .where(eq(products.sellerId, sellerId));
      const known = Array.from({ length: 2_000 }, (_, i) => `017${String(10_000_000 + i)}`);
      await db.insert(customers).values(
        known.map((phone, i) => ({
          sellerId,
          name: `Known ${i}`,
          phone,
          address: 'Somewhere',
          district: 'Dhaka',
        })),
      );
      const names = (
        await db.select({ name: products.name }).from(products).where(eq(products.sellerId, sellerId))
      ).map((p) => p.name);
      const file = importFile(names, known);
      const client = new HttpClient(server.url);
      const login = await client.post('/api/account/login', { email, password: BENCH_PASSWORD });
      if (login.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(login.body)}`);
      const form = () => {
        const f = new FormData();
        f.set('file', new File([file], 'orders.csv', { type: 'text/csv' }));
        return f;
      };
      log(`${kind}: ${ROWS} rows, ${(file.length / 1024 / 1024).toFixed(2)} MB`);
      let started = performance.now();
      const preview = await client.post('/api/order-imports/preview', form());
      const previewMs = performance.now() - started;
      if (preview.status !== 200)
        throw new Error(`preview: ${preview.status} ${JSON.stringify(preview.body)}`);
      started = performance.now();
      const result = await client.post('/api/order-imports', form());
      const importMs = performance.now() - started;
      if (result.status !== 200) throw new Error(`import: ${result.status} ${JSON.stringify(result.body)}`);
      const [stored] = await db
        .select({ n: count() })
        .from(orders)
        .where(and(eq(orders.sellerId, sellerId)));
      const line = {
        kind,
        rows: ROWS,
        valid: preview.body.valid,
        invalid: preview.body.invalid,
        errors: preview.body.errors.length,
        previewMs: Math.round(previewMs),
        importMs: Math.round(importMs),
        imported: result.body.imported,
        stored: stored!.n,
        customersAdded: result.body.customersAdded,
      };
      log(JSON.stringify(line));
      return line;
    },
    { COURIER_SYNC_INTERVAL_MS: '0' },
  );
}

const results = [await benchOn('pglite')];
if (process.env.DATABASE_URL) results.push(await benchOn('postgresql'));
console.table(results);
