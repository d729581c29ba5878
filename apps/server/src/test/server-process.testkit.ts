import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { PASSWORD, uniqueEmail } from './fixtures.testkit.ts';
import { HttpClient } from './http-client.testkit.ts';

/** The app as a user runs it: real processes (server, CLI) on a real data folder, on the embedded database. */

const MAIN = resolve('apps/server/src/main.ts');
const CLI = resolve('apps/server/src/cli.ts');

export async function freePort(): Promise<number> {
  return new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

export interface RunningProcess {
  child: ChildProcess;
  output(): string;
}

/**
 * Spawns `main.ts` (or another entry) on `dataDir`, its output collected; does not wait for it. It runs on
 * the embedded database, whatever DATABASE_URL the test run has, unless `settings` name one.
 */
export function spawnProcess(dataDir: string, args: string[], settings: Record<string, string> = {}) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'info' };
  delete env.DATABASE_URL;
  Object.assign(env, settings);
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  return { child, output: () => output };
}

/** A server on `dataDir` and `port`, once it says it is running. */
export async function startProcess(dataDir: string, port: number): Promise<RunningProcess> {
  const server = spawnProcess(dataDir, [MAIN], { PORT: String(port), HOST: '127.0.0.1' });
  // A fresh folder's first start (initdb, migrations) is slow on a busy machine.
  await waitForOutput(server, 'Chalan is running', 90_000);
  return server;
}

/** Resolves once the process has printed `text`; fails if it exits or takes longer than `timeoutMs`. */
export async function waitForOutput(run: RunningProcess, text: string, timeoutMs: number) {
  let done = () => {};
  await new Promise<void>((ready, fail) => {
    const timer = setTimeout(() => {
      run.child.kill('SIGKILL');
      fail(new Error(`no "${text}" in ${timeoutMs} ms:\n${run.output()}`));
    }, timeoutMs);
    const seen = () => {
      if (run.output().includes(text)) ready();
    };
    const exited = (code: number | null) => fail(new Error(`exited ${code}:\n${run.output()}`));
    run.child.stdout!.on('data', seen);
    run.child.once('exit', exited);
    // A long-running process (a bench's server) prints on: its output is not searched again after this.
    done = () => {
      clearTimeout(timer);
      run.child.stdout!.off('data', seen);
      run.child.off('exit', exited);
    };
  }).finally(() => done());
}

/** A server start that is expected to end by itself: its exit code and everything it printed. */
export async function runServerToExit(dataDir: string, port: number) {
  return runToExit(spawnProcess(dataDir, [MAIN], { PORT: String(port), HOST: '127.0.0.1' }));
}

/** `npm run chalan -- <args>` on `dataDir`. */
export async function runCli(dataDir: string, args: string[]) {
  return runToExit(spawnProcess(dataDir, [CLI, ...args]));
}

async function runToExit(run: RunningProcess) {
  const { code } = await exited(run.child);
  return { code, output: run.output() };
}

export const exited = (child: ChildProcess) =>
  new Promise<{ code: number | null; signal: string | null }>((done) =>
    child.once('exit', (code, signal) => done({ code, signal })),
  );

export async function kill9(child: ChildProcess) {
  const killed = exited(child);
  child.kill('SIGKILL');
  return killed;
}

/** For a test's clean-up: a process that may already be gone. */
export async function kill9IfRunning(child: ChildProcess | undefined) {
  if (child && child.exitCode === null && child.signalCode === null) await kill9(child);
}

/** Registers a merchant on a running server and follows the logged verification link; signed in after. */
export async function registerVerified(server: RunningProcess, base: string, shopName: string) {
  const browser = new HttpClient(base);
  const email = uniqueEmail(shopName.toLowerCase());
  const registered = await browser.post('/api/account/register/merchant', {
    shopName,
    email,
    password: PASSWORD,
  });
  if (registered.status !== 201) throw new Error(`register: ${registered.status}`);
  const mail = server
    .output()
    .split('\n')
    .find((line) => line.includes(`"to":"${email}"`) && line.includes('"links"'));
  if (!mail) throw new Error(`no verification link for ${email}:\n${server.output()}`);
  const verifyUrl = new URL(JSON.parse(mail).links[0]);
  await browser.get(verifyUrl.pathname + verifyUrl.search);
  const login = await browser.post('/api/account/login', { email, password: PASSWORD });
  if (login.status !== 200) throw new Error(`login: ${login.status}`);
  return { browser, email };
}
