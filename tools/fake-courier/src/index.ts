import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { controlRoutes } from './control.ts';
import { applyFaults } from './faults.ts';
import { pathaoRoutes } from './pathao.ts';
import { redxRoutes } from './redx.ts';
import { type FakeAccounts, type FakeCourierName, FakeCourierState, type Fault } from './state.ts';
import { steadfastRoutes } from './steadfast.ts';

export type {
  FakeAccounts,
  FakeCourierName,
  Fault,
  PathaoAccount,
  RedxAccount,
  SteadfastAccount,
} from './state.ts';
export { FAKE_COURIERS, FakeCourierState } from './state.ts';

/** Fixed accounts every started fake knows (unless `demoAccounts: false`); listed in the README. */
export const DEMO_ACCOUNTS = {
  steadfast: [{ apiKey: 'demo-steadfast-api-key', secretKey: 'demo-steadfast-secret-key', balance: 12_500 }],
  pathao: [
    {
      clientId: 'demo-pathao-client-id',
      clientSecret: 'demo-pathao-client-secret',
      username: 'demo-merchant@pathao.test',
      password: 'demo-pathao-password',
    },
  ],
  redx: [{ accessToken: 'demo-redx-access-token' }],
} as const satisfies FakeAccounts;

/**
 * The base URLs that replace each courier's real one, as the server's settings take them: the part of
 * every path after it is the real API's path.
 */
export function fakeCourierBaseUrls(url: string) {
  return {
    STEADFAST_BASE_URL: `${url}/steadfast/api/v1`,
    PATHAO_BASE_URL: `${url}/pathao`,
    REDX_BASE_URL: `${url}/redx/v1.0.0-beta`,
  };
}

/** The fake's HTTP app: `/steadfast`, `/pathao`, `/redx` (faults first), and `/_control`. */
export function createFakeCourierApp(
  state: FakeCourierState,
  closing: AbortSignal = new AbortController().signal,
) {
  const app = new Hono();
  const couriers: Record<FakeCourierName, Hono> = {
    steadfast: steadfastRoutes(state),
    pathao: pathaoRoutes(state),
    redx: redxRoutes(state),
  };
  for (const [name, routes] of Object.entries(couriers) as [FakeCourierName, Hono][]) {
    app.use(`/${name}/*`, applyFaults(state, name, closing));
    app.route(`/${name}`, routes);
  }
  app.route('/_control', controlRoutes(state));
  return app;
}

export interface FakeCourierOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
  /** Accounts to know besides the demo ones; `reset()` comes back to these. */
  accounts?: FakeAccounts;
  /** Also know DEMO_ACCOUNTS (default true). */
  demoAccounts?: boolean;
}

export interface FakeCourier {
  url: string;
  port: number;
  /** STEADFAST_BASE_URL, PATHAO_BASE_URL, REDX_BASE_URL pointing here. */
  baseUrls: ReturnType<typeof fakeCourierBaseUrls>;
  state: FakeCourierState;
  addAccounts(accounts: FakeAccounts): void;
  injectFault(courier: FakeCourierName, fault: Fault, times?: number): void;
  reset(): void;
  close(): Promise<void>;
}

function mergeAccounts(...lists: FakeAccounts[]): FakeAccounts {
  return {
    steadfast: lists.flatMap((l) => l.steadfast ?? []),
    pathao: lists.flatMap((l) => l.pathao ?? []),
    redx: lists.flatMap((l) => l.redx ?? []),
  };
}

/** Starts the fake on its own port, in this process (tests) or from main.ts (`npm run fake-courier`). */
export async function startFakeCourier(options: FakeCourierOptions = {}): Promise<FakeCourier> {
  const { port = 0, host = '127.0.0.1', accounts = {}, demoAccounts = true } = options;
  const state = new FakeCourierState(
    demoAccounts ? mergeAccounts(DEMO_ACCOUNTS as FakeAccounts, accounts) : mergeAccounts(accounts),
  );
  const closing = new AbortController();
  const app = createFakeCourierApp(state, closing.signal);
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port, hostname: host }, () => resolve(s));
    s.once('error', reject);
  });
  const actual = (server.address() as AddressInfo).port;
  // Listening on every address: callers on this machine reach it on the loopback.
  const reachable = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  const url = `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${actual}`;
  return {
    url,
    port: actual,
    baseUrls: fakeCourierBaseUrls(url),
    state,
    addAccounts: (more) => state.addAccounts(more),
    injectFault: (courier, fault, times) => state.injectFault(courier, fault, times),
    reset: () => state.reset(),
    async close() {
      closing.abort();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
      });
    },
  };
}
