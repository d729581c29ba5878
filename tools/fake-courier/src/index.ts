import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { controlRoutes } from './control.ts';
import { changeParcelStatus } from './control-parcels.ts';
import { parseWebhook } from './control-webhooks.ts';
import { FAKE_COURIERS, type FakeAccounts, type FakeCourierName } from './couriers.ts';
import { applyFaults } from './faults.ts';
import { advanceParcels, startAutoAdvance } from './lifecycle.ts';
import type { Parcel, ParcelRef } from './parcels.ts';
import { pathaoRoutes } from './pathao.ts';
import { type PathaoPayment, payPathao } from './pathao-payments.ts';
import { redxRoutes } from './redx.ts';
import {
  DEMO_SMS_ACCOUNT,
  type FakeSms,
  type FakeSmsAccount,
  FakeSmsGateway,
  fakeSmsHandle,
  smsGatewayRoutes,
} from './sms-gateway.ts';
import { FakeCourierState, type Fault } from './state.ts';
import { steadfastRoutes } from './steadfast.ts';
import type { WebhookConfig, WebhookDelivery, WebhookSetup } from './webhooks.ts';

export type {
  FakeAccounts,
  FakeCourierName,
  PathaoAccount,
  RedxAccount,
  SteadfastAccount,
} from './couriers.ts';
export { FAKE_COURIERS } from './couriers.ts';
export type { Parcel, ParcelEvent, ParcelRef } from './parcels.ts';
export type { FakeSms, FakeSmsAccount, FakeSmsFaultKind, FakeSmsMessage } from './sms-gateway.ts';
export { DEMO_SMS_ACCOUNT, FakeSmsGateway, SMS_PART_POISHA } from './sms-gateway.ts';
export type { FakeCourierStateOptions, Fault, FraudFigures } from './state.ts';
export { FakeCourierState } from './state.ts';
export { FIRST_STATUS, STATUSES as FAKE_COURIER_STATUSES } from './statuses.ts';
export type { PathaoIntegration, WebhookConfig, WebhookDelivery, WebhookSetup } from './webhooks.ts';
export { PATHAO_INTEGRATION_HEADER, PATHAO_INTEGRATION_SECRET } from './webhooks.ts';

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

/**
 * The fake's HTTP app: `/steadfast`, `/pathao`, `/redx` (faults first), the SMS gateway `/bulksmsbd`,
 * and `/_control`.
 */
export function createFakeCourierApp(
  state: FakeCourierState,
  closing: AbortSignal = new AbortController().signal,
  sms: FakeSmsGateway = new FakeSmsGateway([DEMO_SMS_ACCOUNT]),
) {
  const app = new Hono();
  for (const name of FAKE_COURIERS) app.use(`/${name}/*`, applyFaults(state, name, closing));
  app.route('/steadfast', steadfastRoutes(state));
  app.route('/pathao', pathaoRoutes(state));
  app.route('/redx', redxRoutes(state));
  app.route('/bulksmsbd', smsGatewayRoutes(sms, closing));
  app.route('/_control', controlRoutes(state, sms));
  return app;
}

export interface FakeCourierOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
  /** Accounts to know besides the demo ones; `reset()` comes back to these. */
  accounts?: FakeAccounts;
  /** SMS gateway (BulkSMSBD) accounts to know besides the demo one; `reset()` comes back to these. */
  smsAccounts?: FakeSmsAccount[];
  /** Also know DEMO_ACCOUNTS and DEMO_SMS_ACCOUNT (default true). */
  demoAccounts?: boolean;
  /** Move parcels along by themselves every `everyMs` (default: only on command). */
  autoAdvance?: { everyMs: number };
  /** Seed of auto-advance's random steps (default 1). */
  seed?: number;
  /** Webhooks set from the start (Pathao's set-up event is sent before the fake is returned); kept by reset. */
  webhooks?: WebhookConfig[];
  /** What Pathao's set-up expects in X-Pathao-Merchant-Webhook-Integration-Secret (default: Pathao's published value). */
  pathaoIntegrationSecret?: string;
}

export interface FakeCourier {
  url: string;
  port: number;
  /** STEADFAST_BASE_URL, PATHAO_BASE_URL, REDX_BASE_URL pointing here. */
  baseUrls: ReturnType<typeof fakeCourierBaseUrls>;
  state: FakeCourierState;
  /** The SMS gateway (BulkSMSBD): its send URL, outbox, faults and accounts. */
  sms: FakeSms;
  addAccounts(accounts: FakeAccounts): void;
  injectFault(courier: FakeCourierName, fault: Fault, times?: number): void;
  /** Parcels booked here, in booking order (all couriers, or one). */
  parcels(courier?: FakeCourierName): Parcel[];
  /** Moves a parcel to one of its courier's raw statuses (records history, sends the webhook); throws if it cannot. */
  setParcelStatus(ref: ParcelRef, status: string): Parcel;
  /** One auto-advance tick now; returns the parcels that moved. */
  advance(courier?: FakeCourierName): Parcel[];
  /** Pathao pays the account's delivered and returned parcels not paid yet (`order.paid` webhooks). */
  payPathao(options?: { account?: string; collected?: Record<string, number> }): PathaoPayment;
  /** Sets where an account's status changes go; for Pathao, resolves after the set-up event. */
  setWebhook(config: WebhookConfig): Promise<WebhookSetup>;
  webhookDeliveries(): readonly WebhookDelivery[];
  /** Resolves when every webhook sent so far has succeeded or run out of retries. */
  webhooksSettled(): Promise<void>;
  /**
   * Forgets parcels, payouts, faults, tokens, deliveries and webhooks set after start; empties the SMS
   * outbox and puts the SMS accounts back as they started.
   */
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
    { seed: options.seed, pathaoIntegrationSecret: options.pathaoIntegrationSecret },
  );
  const webhooks = (options.webhooks ?? []).map((w) => parseWebhook(state, w));
  const badWebhook = webhooks.find((w) => typeof w === 'string');
  if (badWebhook) throw new Error(`webhooks: ${badWebhook}`);
  const sms = new FakeSmsGateway([
    ...(demoAccounts ? [DEMO_SMS_ACCOUNT] : []),
    ...(options.smsAccounts ?? []),
  ]);
  const closing = new AbortController();
  const app = createFakeCourierApp(state, closing.signal, sms);
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port, hostname: host }, () => resolve(s));
    s.once('error', reject);
  });
  const actual = (server.address() as AddressInfo).port;
  // Listening on every address: callers on this machine reach it on the loopback.
  const reachable = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  const url = `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${actual}`;
  for (const webhook of webhooks as WebhookConfig[]) await state.webhooks.configure(webhook, true);
  const stopAdvancing = options.autoAdvance ? startAutoAdvance(state, options.autoAdvance.everyMs) : () => {};
  return {
    url,
    port: actual,
    baseUrls: fakeCourierBaseUrls(url),
    state,
    sms: fakeSmsHandle(sms, url),
    addAccounts: (more) => state.addAccounts(more),
    injectFault: (courier, fault, times) => state.injectFault(courier, fault, times),
    parcels: (courier) => state.parcels.all(courier),
    setParcelStatus(ref, status) {
      const outcome = changeParcelStatus(state, ref, status);
      if ('error' in outcome) throw new Error(outcome.error);
      return outcome.parcel;
    },
    advance: (courier) => advanceParcels(state, courier),
    payPathao: (options) => payPathao(state, options),
    setWebhook(config) {
      const parsed = parseWebhook(state, config);
      if (typeof parsed === 'string') throw new Error(parsed);
      return state.webhooks.configure(parsed);
    },
    webhookDeliveries: () => state.webhooks.deliveries(),
    webhooksSettled: () => state.webhooks.settled(),
    reset() {
      state.reset();
      sms.reset();
    },
    async close() {
      stopAdvancing();
      state.webhooks.stop();
      closing.abort();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
      });
    },
  };
}
