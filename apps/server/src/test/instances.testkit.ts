import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  exited,
  freePort,
  kill9,
  type RunningProcess,
  spawnProcess,
  waitForOutput,
} from './server-process.testkit.ts';
import { adminQuery, withDatabase } from './test-database.testkit.ts';

/** Several instances of the app as a deployment runs them: real processes sharing one PostgreSQL database. */

const MAIN = resolve('apps/server/src/main.ts');
const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** A fresh empty database on the PostgreSQL at adminUrl (default postgres://postgres@127.0.0.1:5432/postgres); drop() removes it (with (force)). */
export async function createPostgresDatabase(
  adminUrl = DEFAULT_ADMIN_URL,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `chalan_i_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  return {
    url: withDatabase(adminUrl, name),
    drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

export interface Instance {
  url: string;
  id: string;
  process: RunningProcess;
}

export interface Instances {
  instances: Instance[];
  /** SIGKILL one instance (as a crash would). */
  kill(index: number): Promise<void>;
  /** Stops all still running (SIGTERM, then SIGKILL after 10 s) and removes their data folders. */
  stop(): Promise<void>;
}

const running = (p: RunningProcess) => p.child.exitCode === null && p.child.signalCode === null;

async function stopOne(p: RunningProcess) {
  if (!running(p)) return;
  const gone = exited(p.child);
  p.child.kill('SIGTERM');
  const timer = setTimeout(() => p.child.kill('SIGKILL'), 10_000);
  await gone;
  clearTimeout(timer);
}

/**
 * Starts `count` server processes (apps/server/src/main.ts via tsx) at once on databaseUrl, each on its own
 * free port and its own temp DATA_DIR, all sharing one AUTH_SECRET (random, 32+ chars), each with
 * INSTANCE_ID `instance-<n>`, plus `settings` (extra env; it may replace any of these, e.g. an AUTH_SECRET
 * the caller signs session cookies with). Resolves when every one has printed "Chalan is running".
 * Started together on an empty database, they migrate it once (the migration's advisory lock).
 */
export async function startInstances(options: {
  databaseUrl: string;
  count: number;
  settings?: Record<string, string>;
  /** Node's own flags for each process (e.g. --cpu-prof, which NODE_OPTIONS does not take). */
  nodeFlags?: string[];
}): Promise<Instances> {
  const secret = randomBytes(32).toString('hex');
  const dataDirs = Array.from({ length: options.count }, (_, i) =>
    mkdtempSync(join(tmpdir(), `chalan-instance-${i + 1}-`)),
  );
  const spawned: RunningProcess[] = [];
  let stopped = false;
  const stop = async () => {
    stopped = true;
    await Promise.all(spawned.map(stopOne));
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
  };
  const start = async (index: number): Promise<Instance> => {
    const id = `instance-${index + 1}`;
    for (let attempt = 1; ; attempt++) {
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const run = spawnProcess(dataDirs[index]!, [...(options.nodeFlags ?? []), MAIN], {
        DATABASE_URL: options.databaseUrl,
        PORT: String(port),
        HOST: '127.0.0.1',
        APP_URL: url,
        AUTH_SECRET: secret,
        INSTANCE_ID: id,
        ...options.settings,
      });
      spawned.push(run);
      try {
        // A cold tsx start and the migrations on a busy machine are slow.
        await waitForOutput(run, 'Chalan is running', 120_000);
        return { url, id, process: run };
      } catch (error) {
        // The free port can be taken by another process (tests run side by side) before the server listens.
        if (stopped || attempt === 3 || !run.output().includes('EADDRINUSE')) throw error;
      }
    }
  };
  try {
    const instances = await Promise.all(dataDirs.map((_, i) => start(i)));
    return {
      instances,
      async kill(index) {
        const run = instances[index]!.process;
        if (running(run)) await kill9(run.child);
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
