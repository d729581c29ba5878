import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config.ts';
import type { DatabaseKind, Db } from '../apps/server/src/db/client.ts';
import { couriers } from '../apps/server/src/db/schema/index.ts';
import { seedDemoCatalogue } from '../apps/server/src/db/seed/demo-catalogue.ts';
import {
  type GeneratedOrders,
  generateOrders,
  seededRandom,
} from '../apps/server/src/db/seed/orders-generator.ts';
import { createSellerWithAdmin } from '../apps/server/src/db/seed/seller.ts';
import { createLogger } from '../apps/server/src/logger.ts';
import { type RunningServer, startServer } from '../apps/server/src/server.ts';
import { HttpClient } from '../apps/server/src/test/http-client.testkit.ts';

export const BENCH_PASSWORD = 'bench-password-2026';

export interface BenchSeller {
  sellerId: string;
  userId: string;
  email: string;
  generated: GeneratedOrders;
  generateMs: number;
}

/**
 * A seller as the demo makes one: a verified Admin, a store, the demo catalogue and an active courier;
 * `index` numbers the bench's shops, or names one.
 */
export async function benchShop(db: Db, index: number | string) {
  const email = `bench-${index}-${Date.now().toString(36)}@chalan.test`;
  const { sellerId, userId } = await createSellerWithAdmin(db, {
    name: typeof index === 'number' ? `Bench Shop ${index}` : index,
    email,
    password: BENCH_PASSWORD,
  });
  await db.insert(couriers).values({
    sellerId,
    name: 'Steadfast',
    provider: 'none',
    chargeInDhaka: 6_000,
    chargeOutsideDhaka: 12_000,
    status: true,
  });
  await seedDemoCatalogue(db, sellerId, userId);
  return { sellerId, userId, email };
}

/** A bench shop with orders made by the seed generator (as the demo makes them). */
export async function benchSeller(
  db: Db,
  index: number,
  size: { customers: number; orders: number; days: number },
): Promise<BenchSeller> {
  const shop = await benchShop(db, index);
  const started = performance.now();
  const generated = await generateOrders(db, shop, { ...size, random: seededRandom(1000 + index) });
  return { ...shop, generated, generateMs: performance.now() - started };
}

/** The shop's Admin signed in over HTTP, as a browser would be (`cookieHeader()` for its context). */
export async function signedIn(url: string, email: string): Promise<HttpClient> {
  const client = new HttpClient(url);
  const login = await client.post('/api/account/login', { email, password: BENCH_PASSWORD });
  if (login.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(login.body)}`);
  return client;
}

/** A database of its own on the PostgreSQL at `url`, dropped by `drop()`. */
async function freshPostgres(url: string, label: string) {
  const name = `chalan_bench_${label}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/**
 * Runs `measure` against the real server on a fresh database: PGlite in a temp folder, or a new database
 * on DATABASE_URL's PostgreSQL; both are removed afterwards.
 */
export async function withBenchServer<T>(
  kind: DatabaseKind,
  label: string,
  measure: (server: RunningServer) => Promise<T>,
  settings: Record<string, string> = {},
): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), `chalan-bench-${label}-`));
  const postgres = kind === 'postgresql' ? await freshPostgres(process.env.DATABASE_URL!, label) : undefined;
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ...settings,
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
  });
  // No periodic jobs: the bench vacuums once after loading, as the maintenance job would; left on, its
  // first vacuum lands two minutes after start, in the middle of whichever line is being timed.
  const server = await startServer(config, { logger: createLogger('silent'), jobs: false });
  try {
    return await measure(server);
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
    await postgres?.drop();
  }
}
