import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../config.ts';
import { createLogger } from '../logger.ts';
import { type RunningServer, startServer } from '../server.ts';
import { HttpClient } from './http-client.testkit.ts';
import { createTestDatabase, testDataDir } from './test-database.testkit.ts';

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
}

/** The real server on a free port, on a fresh clone of the migrated template database. */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const database = await createTestDatabase();
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
    async close() {
      await server.close();
      await database.drop();
    },
    client: () => new HttpClient(server.url),
    outbox(to?: string) {
      const dir = join(dataDir, 'outbox');
      const mails = readdirSync(dir)
        .sort()
        .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as OutboxMail);
      return to ? mails.filter((m) => m.to === to) : mails;
    },
  };
}
