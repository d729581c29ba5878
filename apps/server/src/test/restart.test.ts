import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PASSWORD, uniqueEmail } from './fixtures.ts';
import { HttpClient } from './http-client.ts';

/** The embedded database as a user runs it: one real process on a data folder, stopped cleanly or killed. */

const MAIN = resolve('apps/server/src/main.ts');

async function freePort(): Promise<number> {
  return new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

async function startProcess(dataDir: string, port: number) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  await new Promise<void>((ready, fail) => {
    const timer = setTimeout(() => fail(new Error(`server did not start:\n${output}`)), 45_000);
    child.stdout!.on('data', () => {
      if (output.includes('Chalan is running')) {
        clearTimeout(timer);
        ready();
      }
    });
    child.once('exit', (code) => fail(new Error(`server exited ${code}:\n${output}`)));
  });
  return { child, output: () => output };
}

const exited = (child: ChildProcess) =>
  new Promise<{ code: number | null; signal: string | null }>((done) =>
    child.once('exit', (code, signal) => done({ code, signal })),
  );

describe('the embedded database survives restarts', () => {
  it('keeps accounts and sessions after kill -9, and shuts down cleanly on SIGTERM', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'chalan-restart-'));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const email = uniqueEmail('durable');

    const first = await startProcess(dataDir, port);
    const browser = new HttpClient(base);
    expect(
      (
        await browser.post('/api/account/register/merchant', {
          shopName: 'Durable',
          email,
          password: PASSWORD,
        })
      ).status,
    ).toBe(201);
    const link = /"links":\["([^"]+)"/.exec(first.output())![1]!;
    const verifyUrl = new URL(link);
    await browser.get(verifyUrl.pathname + verifyUrl.search);
    expect((await browser.post('/api/account/login', { email, password: PASSWORD })).status).toBe(200);
    const killed = exited(first.child);
    first.child.kill('SIGKILL');
    expect((await killed).signal).toBe('SIGKILL');

    const second = await startProcess(dataDir, port);
    const me = await browser.get('/api/account/me');
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe(email);
    const stopped = exited(second.child);
    second.child.kill('SIGTERM');
    expect((await stopped).code).toBe(0);
    expect(second.output()).toContain('shutting down');
  }, 120_000);
});
