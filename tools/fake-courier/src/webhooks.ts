import { setTimeout as sleep } from 'node:timers/promises';
import type { FakeCourierName } from './couriers.ts';

/** Where one merchant account's status changes are POSTed, as set in the courier's panel. */
export interface WebhookConfig {
  courier: FakeCourierName;
  /** Steadfast apiKey, Pathao clientId, RedX access token. */
  account: string;
  url: string;
  /** Steadfast: the Bearer token; Pathao: X-PATHAO-Signature. RedX has none (put it in the URL). */
  secret?: string;
}

/** Pathao's set-up check: the receiver must answer 202 with the integration secret header. */
export interface PathaoIntegration {
  expectedSecret: string;
  status: number | null;
  secretHeader: string | null;
  ok: boolean;
  error: string | null;
  at: string;
}

export interface WebhookSetup extends WebhookConfig {
  /** Pathao only: how the receiver answered the webhook_integration event. */
  integration?: PathaoIntegration;
}

/** One webhook the fake sent (with its retries), as `GET /_control/webhooks/deliveries` lists it. */
export interface WebhookDelivery {
  index: number;
  courier: FakeCourierName;
  account: string;
  url: string;
  /** Steadfast notification_type, Pathao event, RedX status. */
  event: string;
  consignmentId: string | null;
  headers: Record<string, string>;
  body: Record<string, unknown>;
  at: string;
  attempts: number;
  /** The receiver's last HTTP status; null when it could not be reached. */
  status: number | null;
  error: string | null;
  ok: boolean;
  /** False while attempts are still to come. */
  done: boolean;
  replayOf?: number;
}

export interface OutgoingWebhook {
  event: string;
  consignmentId: string | null;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

/** The value Pathao's developer docs publish for the integration header. */
export const PATHAO_INTEGRATION_SECRET = 'f3992ecc-59da-4cbe-a049-a13da2018d51';
export const PATHAO_INTEGRATION_HEADER = 'X-Pathao-Merchant-Webhook-Integration-Secret';

const ATTEMPT_TIMEOUT_MS = 5_000;
/** Waits before the second and third attempt (two retries). */
const RETRY_DELAYS_MS = [200, 1_000];

const key = (courier: FakeCourierName, account: string) => `${courier} ${account}`;
const problem = (error: unknown) => {
  const cause = (error as { cause?: { code?: string } }).cause;
  return cause?.code ?? (error instanceof Error ? error.message : String(error));
};

/**
 * Configured webhooks and every delivery, fire-and-forget: one account's deliveries go out in order
 * (each after the previous one finished), failures are retried twice, and nothing here can throw into
 * the fake's calls.
 */
/** A delivery as it starts: queued now, not tried yet. */
const notSentYet = () => ({
  at: new Date().toISOString(),
  attempts: 0,
  status: null,
  error: null,
  ok: false,
  done: false,
});

export class WebhookHub {
  private setups = new Map<string, WebhookSetup & { fromOptions: boolean }>();
  private log: WebhookDelivery[] = [];
  private queues = new Map<string, Promise<void>>();
  /** Aborted on reset and on close: pending retries stop, in-flight calls are cut. */
  private generation = new AbortController();

  constructor(public pathaoIntegrationSecret = PATHAO_INTEGRATION_SECRET) {}

  /** Sets (or replaces) an account's webhook; for Pathao, sends the set-up event first. */
  async configure(config: WebhookConfig, fromOptions = false): Promise<WebhookSetup> {
    const setup: WebhookSetup & { fromOptions: boolean } = { ...config, fromOptions };
    this.setups.set(key(config.courier, config.account), setup);
    if (config.courier === 'pathao') setup.integration = await this.pathaoHandshake(setup);
    return this.view(setup);
  }

  configured(): WebhookSetup[] {
    return [...this.setups.values()].map((s) => this.view(s));
  }

  forAccount(courier: FakeCourierName, account: string): WebhookSetup | undefined {
    return this.setups.get(key(courier, account));
  }

  deliveries(): readonly WebhookDelivery[] {
    return this.log;
  }

  /** Queues a delivery to the account's webhook; resolves once it succeeded or ran out of attempts. */
  send(setup: WebhookConfig, webhook: OutgoingWebhook, replayOf?: number): Promise<WebhookDelivery> {
    const delivery: WebhookDelivery = {
      index: this.log.length,
      courier: setup.courier,
      account: setup.account,
      url: setup.url,
      ...webhook,
      ...notSentYet(),
      ...(replayOf === undefined ? {} : { replayOf }),
    };
    this.log.push(delivery);
    const signal = this.generation.signal;
    const queue = key(setup.courier, setup.account);
    const run = (this.queues.get(queue) ?? Promise.resolve()).then(() => this.deliver(delivery, signal));
    this.queues.set(queue, run);
    return run.then(() => delivery);
  }

  /** Sends a past delivery again, same URL, headers and body. */
  replay(index: number): Promise<WebhookDelivery> | undefined {
    const past = this.log[index];
    if (!past) return undefined;
    const { courier, account, url, event, consignmentId, headers, body } = past;
    return this.send({ courier, account, url }, { event, consignmentId, headers, body }, index);
  }

  /** Resolves when every queued delivery is done (tests wait on it). */
  async settled(): Promise<void> {
    for (;;) {
      const pending = [...this.queues.values()];
      await Promise.all(pending);
      if ([...this.queues.values()].every((queue) => pending.includes(queue))) return;
    }
  }

  /** Forgets deliveries and the webhooks set after start; those given at start stay as they were. */
  reset(): void {
    this.generation.abort();
    this.generation = new AbortController();
    this.log = [];
    this.queues.clear();
    for (const [k, setup] of this.setups) if (!setup.fromOptions) this.setups.delete(k);
  }

  stop(): void {
    this.generation.abort();
  }

  private view({ fromOptions: _, ...setup }: WebhookSetup & { fromOptions: boolean }): WebhookSetup {
    return setup;
  }

  private async deliver(delivery: WebhookDelivery, signal: AbortSignal): Promise<void> {
    for (let attempt = 0; attempt <= RETRY_DELAYS_MS.length && !signal.aborted; attempt++) {
      if (attempt > 0) {
        const waited = await sleep(RETRY_DELAYS_MS[attempt - 1], true, { signal, ref: false }).catch(
          () => false,
        );
        if (!waited) break;
      }
      const response = await this.post(delivery, signal);
      if (response?.ok) break;
    }
    delivery.done = true;
  }

  /** One POST; records the receiver's status (or why it could not be reached). */
  private async post(delivery: WebhookDelivery, signal: AbortSignal): Promise<Response | undefined> {
    delivery.attempts++;
    try {
      const response = await fetch(delivery.url, {
        method: 'POST',
        headers: delivery.headers,
        body: JSON.stringify(delivery.body),
        signal: AbortSignal.any([signal, AbortSignal.timeout(ATTEMPT_TIMEOUT_MS)]),
      });
      await response.arrayBuffer().catch(() => undefined);
      delivery.status = response.status;
      delivery.error = null;
      delivery.ok = response.ok;
      return response;
    } catch (error) {
      delivery.status = null;
      delivery.error = problem(error);
      delivery.ok = false;
      return undefined;
    }
  }

  /** One attempt, no retry: Pathao's panel shows the result and the merchant tries again. */
  private async pathaoHandshake(setup: WebhookSetup): Promise<PathaoIntegration> {
    const delivery: WebhookDelivery = {
      index: this.log.length,
      courier: 'pathao',
      account: setup.account,
      url: setup.url,
      event: 'webhook_integration',
      consignmentId: null,
      headers: pathaoHeaders(setup.secret),
      body: { event: 'webhook_integration' },
      ...notSentYet(),
    };
    this.log.push(delivery);
    const response = await this.post(delivery, this.generation.signal);
    delivery.done = true;
    const secretHeader = response?.headers.get(PATHAO_INTEGRATION_HEADER) ?? null;
    return {
      expectedSecret: this.pathaoIntegrationSecret,
      status: delivery.status,
      secretHeader,
      ok: delivery.status === 202 && secretHeader === this.pathaoIntegrationSecret,
      error: delivery.error,
      at: delivery.at,
    };
  }
}

export const jsonHeaders = { 'Content-Type': 'application/json', 'User-Agent': 'chalan-fake-courier' };

export function pathaoHeaders(secret: string | undefined): Record<string, string> {
  return secret ? { ...jsonHeaders, 'X-PATHAO-Signature': secret } : { ...jsonHeaders };
}
