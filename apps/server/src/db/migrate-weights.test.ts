import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from './client.ts';
import { MIGRATIONS_FOLDER } from './migrate.ts';

/**
 * Migration 0011 (weights): orders made before it get the sum of their lines' product weights (every
 * product then weighs the 500 g all parcels went out at), or 500 g.
 */

const BEFORE = '0011_order_weight';
let pglite: PGlite;
let folder: string;

/** The committed migrations up to (not including) `tag`, as a folder the migrator reads. */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'chalan-migrations-'));
  mkdirSync(join(dir, 'meta'));
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8'));
  const stop = journal.entries.findIndex((e: { tag: string }) => e.tag === tag);
  journal.entries = journal.entries.slice(0, stop);
  writeFileSync(join(dir, 'meta/_journal.json'), JSON.stringify(journal));
  for (const file of readdirSync(MIGRATIONS_FOLDER).filter((f) => f.endsWith('.sql'))) {
    copyFileSync(join(MIGRATIONS_FOLDER, file), join(dir, file));
  }
  return dir;
}

const SELLER = '018f0000-0000-7000-8000-00000000000a';
const STORE = '018f0000-0000-7000-8000-00000000000b';
const CUSTOMER = '018f0000-0000-7000-8000-00000000000c';
const PRODUCTS = ['018f0000-0000-7000-8000-0000000000a1', '018f0000-0000-7000-8000-0000000000a2'];
const ORDERS = {
  one: '018f0000-0000-7000-8000-0000000000b1',
  three: '018f0000-0000-7000-8000-0000000000b2',
  none: '018f0000-0000-7000-8000-0000000000b3',
};

beforeAll(async () => {
  pglite = await openPglite();
  folder = migrationsBefore(BEFORE);
  await migrate(drizzle({ client: pglite }), { migrationsFolder: folder });
  await pglite.exec(`
    insert into sellers (id, name, email) values ('${SELLER}', 'Old Shop', 'old@shop.test');
    insert into stores (seller_id, id, name) values ('${SELLER}', '${STORE}', 'Old Shop');
    insert into customers (seller_id, id, name, phone, address)
      values ('${SELLER}', '${CUSTOMER}', 'Rahim', '01712345678', 'House 1');
    insert into products (seller_id, id, name, store_id) values
      ('${SELLER}', '${PRODUCTS[0]}', 'Saree', '${STORE}'), ('${SELLER}', '${PRODUCTS[1]}', 'Scarf', '${STORE}');
    insert into orders (seller_id, id, code, customer_id, store_id, name, phone, address, sales_date)
      select '${SELLER}', id::uuid, code, '${CUSTOMER}', '${STORE}', 'Rahim', '01712345678', 'House 1', '2024-03-05'
      from (values ('${ORDERS.one}', 'ONE'), ('${ORDERS.three}', 'THREE'), ('${ORDERS.none}', 'NONE')) o (id, code);
    insert into order_lines (seller_id, id, order_id, product_id, position, name, qty) values
      ('${SELLER}', gen_random_uuid(), '${ORDERS.one}', '${PRODUCTS[0]}', 1, 'Saree', 1),
      ('${SELLER}', gen_random_uuid(), '${ORDERS.three}', '${PRODUCTS[0]}', 1, 'Saree', 2),
      ('${SELLER}', gen_random_uuid(), '${ORDERS.three}', '${PRODUCTS[1]}', 2, 'Scarf', 1);
  `);
  await migrate(drizzle({ client: pglite }), { migrationsFolder: MIGRATIONS_FOLDER });
});
afterAll(async () => {
  await pglite?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

describe('migration 0011: weights', () => {
  it('weighs existing orders as their lines at 500 g a unit, and an order without lines at 500 g', async () => {
    const { rows } = await pglite.query<{
      code: string;
      weight_grams: number;
      delivery_type: string;
      item_type: string;
    }>('select code, weight_grams, delivery_type, item_type from orders order by code');
    expect(rows).toEqual([
      { code: 'NONE', weight_grams: 500, delivery_type: 'home', item_type: 'parcel' },
      { code: 'ONE', weight_grams: 500, delivery_type: 'home', item_type: 'parcel' },
      { code: 'THREE', weight_grams: 1_500, delivery_type: 'home', item_type: 'parcel' },
    ]);
    const products = await pglite.query<{ weight_grams: number }>('select weight_grams from products');
    expect(products.rows.map((p) => p.weight_grams)).toEqual([500, 500]);
  });

  it('refuses a weight of 0 or less from then on', async () => {
    await expect(
      pglite.query(`update products set weight_grams = 0 where id = '${PRODUCTS[0]}'`),
    ).rejects.toThrow(/products_weight_positive/);
    await expect(
      pglite.query(`update orders set weight_grams = -1 where id = '${ORDERS.one}'`),
    ).rejects.toThrow(/orders_weight_positive/);
  });
});
