import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from './http-client.testkit.ts';
import {
  exited,
  freePort,
  kill9,
  kill9IfRunning,
  type RunningProcess,
  registerVerified,
  runCli,
  runServerToExit,
  startProcess,
} from './server-process.testkit.ts';

/**
 * The embedded database as a user runs it: real processes on one data folder, started twice, killed with
 * kill -9 and stopped cleanly (issue 13). One app's life in steps, in order: a fresh start costs seconds.
 */

describe('one process per data folder', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'chalan-single-writer-'));
  let port: number;
  let base: string;
  let app: RunningProcess;
  let before: Awaited<ReturnType<typeof registerVerified>>;

  beforeAll(async () => {
    port = await freePort();
    base = `http://127.0.0.1:${port}`;
    app = await startProcess(dataDir, port);
    before = await registerVerified(app, base, 'Before');
  }, 180_000);
  afterAll(async () => {
    await kill9IfRunning(app?.child);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a second start on the folder, naming the folder and the holder; the first keeps serving', async () => {
    // Another port, so the refusal can only come from the lock, not from EADDRINUSE.
    const second = await runServerToExit(dataDir, await freePort());
    expect(second.code).toBe(1);
    expect(second.output).toContain(`The data folder ${dataDir} is in use (pid ${app.child.pid}: `);
    expect(second.output).toContain('main.ts');
    expect(second.output).not.toContain('Chalan is running');

    expect((await new HttpClient(base).get('/api/health')).status).toBe(200);
    expect((await before.browser.get('/api/account/me')).status).toBe(200);
  }, 60_000);

  it('the CLI refuses while the app runs and changes nothing', async () => {
    const refused = await runCli(dataDir, ['master', 'grant', before.email]);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(`Chalan is running on ${dataDir} (pid ${app.child.pid}: `);
    expect(refused.output).toContain('stop it first, then run this again');
    expect(refused.output).not.toContain('granted');
    expect((await before.browser.get('/api/account/me')).body.user.master).toBe(false);
  }, 60_000);

  it('keeps the writes and sessions of the first through kill -9; its lock does not hold the restart back', async () => {
    const after = await registerVerified(app, base, 'After');
    expect((await kill9(app.child)).signal).toBe('SIGKILL');

    app = await startProcess(dataDir, port);
    for (const { browser, email } of [before, after]) {
      const me = await browser.get('/api/account/me');
      expect(me.status).toBe(200);
      expect(me.body.user.email).toBe(email);
    }
  }, 180_000);

  it('stopped by SIGTERM, it leaves no lock behind, and the CLI then applies its change', async () => {
    const stopped = exited(app.child);
    app.child.kill('SIGTERM');
    expect((await stopped).code).toBe(0);
    expect(app.output()).toContain('shutting down');
    expect(readdirSync(dataDir).filter((name) => name.startsWith('chalan'))).toEqual([]);

    const granted = await runCli(dataDir, ['master', 'grant', before.email]);
    expect(granted.code).toBe(0);
    expect(granted.output).toContain(`${before.email}: master granted`);
  }, 60_000);
});
