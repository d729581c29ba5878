import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  exited,
  kill9,
  kill9IfRunning,
  type RunningProcess,
  spawnProcess,
  waitForOutput,
} from '../test/server-process.testkit.ts';
import { openDatabase } from './client.ts';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

const LOCK_MODULE = resolve('apps/server/src/db/data-dir-lock.ts');
const freshDir = () => mkdtempSync(join(tmpdir(), 'chalan-lock-'));
const holderNote = (dir: string) => join(dir, 'chalan-lock-holder.json');

/** Another process that takes the folder's lock and keeps it until it is killed. */
async function holdInAnotherProcess(dataDir: string): Promise<RunningProcess> {
  const script = `const m = await import(${JSON.stringify(LOCK_MODULE)}); m.lockDataDir(${JSON.stringify(dataDir)}); console.log('locked'); setInterval(() => {}, 60_000);`;
  const holder = spawnProcess(dataDir, ['--input-type=module', '-e', script]);
  await waitForOutput(holder, 'locked', 20_000);
  return holder;
}

const holders: RunningProcess[] = [];
afterEach(async () => {
  for (const holder of holders.splice(0)) await kill9IfRunning(holder.child);
});

function lockedBy(dataDir: string): DataDirLockedError {
  try {
    lockDataDir(dataDir).release();
  } catch (error) {
    if (error instanceof DataDirLockedError) return error;
    throw error;
  }
  throw new Error(`${dataDir} was not locked`);
}

describe('the data folder lock', () => {
  it('notes its holder beside the lock, refuses a second taker, and can be taken again after release', () => {
    const dataDir = freshDir();
    const lock = lockDataDir(dataDir);
    expect(JSON.parse(readFileSync(holderNote(dataDir), 'utf8')).pid).toBe(process.pid);

    const refused = lockedBy(dataDir);
    expect(refused.dataDir).toBe(dataDir);
    expect(refused.message).toContain(`The data folder ${dataDir} is in use (pid ${process.pid}:`);

    lock.release();
    lock.release();
    expect(existsSync(holderNote(dataDir))).toBe(false);
    lockDataDir(dataDir).release();
  });

  it('refuses while another process holds it, and is taken at once after that process is killed with kill -9', async () => {
    const dataDir = freshDir();
    const holder = await holdInAnotherProcess(dataDir);
    holders.push(holder);
    expect(lockedBy(dataDir).holder?.pid).toBe(holder.child.pid);

    await kill9(holder.child);
    // No waiting for the lock to age: a dead holder is told by its pid and start time.
    const lock = lockDataDir(dataDir);
    expect(JSON.parse(readFileSync(holderNote(dataDir), 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('openDatabase stops before PGlite touches a locked folder; PostgreSQL takes no lock', async () => {
    const dataDir = freshDir();
    const holder = await holdInAnotherProcess(dataDir);
    holders.push(holder);

    await expect(openDatabase({ dataDir })).rejects.toBeInstanceOf(DataDirLockedError);
    expect(existsSync(join(dataDir, 'pglite'))).toBe(false);

    // The pool connects on first query, so no server is needed to see that no lock is asked for.
    const postgres = await openDatabase({ databaseUrl: 'postgres://127.0.0.1:1/none', dataDir });
    expect(postgres.kind).toBe('postgresql');
    await postgres.close();
    holder.child.kill('SIGTERM');
    await exited(holder.child);
  });
});
