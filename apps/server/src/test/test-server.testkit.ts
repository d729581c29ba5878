import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { loadConfig } from '../config.ts';
import { createLogger } from '../logger.ts';
import { type RunningServer, startServer } from '../server.ts';
import { HttpClient } from './http-client.testkit.ts';
import { createTestDatabase, type TestDatabase, testDataDir } from './test-database.testkit.ts';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  links: string[];
  createdAt: string;
}

export interface TestServer extends RunningServer {
  dataDir: string;
  client(): HttpClient;
  outbox(to?: string): OutboxMail[];
  /** A second instance on this server's database with its own DATA_DIR; close it before this one. */
  sibling(env?: Record<string, string>): Promise<TestServer>;
}

/** The real server on a free port, on a fresh clone of the migrated template database. */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const database = await createTestDatabase();
  const server = await startOn(database, env);
  return {
    ...server,
    async close() {
      await server.close();
      await database.drop();
    },
  };
}

/** An instance on `database` with a DATA_DIR of its own; closing it leaves the database be. */
async function startOn(database: TestDatabase, env: Record<string, string>): Promise<TestServer> {
  const dataDir = testDataDir(`test-data/${process.pid}-${Math.random().toString(36).slice(2, 8)}`);
  mkdirSync(dataDir, { recursive: true });
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    // Tests ask for a sync when they want one.
    COURIER_SYNC_INTERVAL_MS: '0',
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    ...env,
  });
  const server = await startServer(config, {
    pglite: database.pglite,
    migrate: false,
    logger: createLogger(process.env.TEST_LOG_LEVEL ?? 'silent'),
  });
  return {
    ...server,
    dataDir,
    client: () => new HttpClient(server.url),
    outbox(to?: string) {
      const dir = join(dataDir, 'outbox');
      const mails = readdirSync(dir)
        .sort()
        .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as OutboxMail);
      return to ? mails.filter((m) => m.to === to) : mails;
    },
    // Instances of one deployment share the secret, so a session cookie from one works on the other.
    sibling: (more = {}) =>
      startOn(
        { ...database, pglite: database.pglite && unclosable(database.pglite) },
        { ...env, AUTH_SECRET: config.AUTH_SECRET, ...more },
      ),
  };
}

/** The in-process database handed to a second instance, whose close must not shut it under the first. */
function unclosable(pglite: PGlite): PGlite {
  return new Proxy(pglite, {
    get(target, key) {
      if (key === 'close') return async () => {};
      const value = Reflect.get(target, key, target);
      // PGlite's methods read its private fields, which only the instance itself has.
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
