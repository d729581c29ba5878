import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
// The lock alone, not the package's index (which loads JSON-schema tooling we do not use, ~0.2 s).
import { LockFile } from '@rushstack/node-core-library/lib/LockFile';

/**
 * One process per data folder (decision 0004): the embedded database has one writer. The lock is
 * rushstack's `LockFile` (`chalan#<pid>.lock` holding the process's start time): a holder that died, even by
 * `kill -9`, is recognised at once by its pid and start time, and a live holder always keeps it, with no
 * heartbeat that a long PGlite query on our event loop could miss.
 */
const RESOURCE = 'chalan';
/** Who holds the lock, for the message a second process prints; written beside the lock, not part of it. */
const HOLDER_FILE = 'chalan-lock-holder.json';

export interface DataDirHolder {
  pid: number;
  command: string;
  startedAt: string;
}

export interface DataDirLock {
  dataDir: string;
  release(): void;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: DataDirHolder | undefined,
  ) {
    super(
      `The data folder ${dataDir} is in use (${describeHolder(holder)}). Only one Chalan process may open it at a time: stop that one first, or set DATA_DIR to another folder.`,
    );
    this.name = 'DataDirLockedError';
  }
}

/** Takes the data folder's lock or throws `DataDirLockedError` naming the holder; nothing is opened before. */
export function lockDataDir(dataDir: string): DataDirLock {
  const lock = LockFile.tryAcquire(dataDir, RESOURCE);
  if (!lock) throw new DataDirLockedError(dataDir, readHolder(dataDir));
  const holderFile = join(dataDir, HOLDER_FILE);
  const holder: DataDirHolder = {
    pid: process.pid,
    command: describeCommand(),
    startedAt: new Date().toISOString(),
  };
  writeFileSync(holderFile, `${JSON.stringify(holder)}\n`);
  return {
    dataDir,
    release() {
      if (lock.isReleased) return;
      rmSync(holderFile, { force: true });
      lock.release();
    },
  };
}

/** "pid 1234: apps/server/src/main.ts, since …", or a vaguer phrase when the holder has not written its note yet. */
export function describeHolder(holder: DataDirHolder | undefined): string {
  if (!holder) return 'another process, still starting';
  return `pid ${holder.pid}: ${holder.command}, since ${holder.startedAt}`;
}

/** The script and its arguments, its path relative to where it was started (`node -e` has no script). */
function describeCommand(): string {
  const [script, ...args] = process.argv.slice(1);
  return script ? [relative(process.cwd(), script), ...args].join(' ') : process.argv0;
}

function readHolder(dataDir: string): DataDirHolder | undefined {
  try {
    const holder = JSON.parse(readFileSync(join(dataDir, HOLDER_FILE), 'utf8')) as DataDirHolder;
    // A note left by a holder that was killed, read while the new holder is still starting.
    return isAlive(holder.pid) ? holder : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
