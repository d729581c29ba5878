import type {
  FakeAccounts,
  FakeCourierName,
  PathaoAccount,
  RedxAccount,
  SteadfastAccount,
} from './couriers.ts';
import { ParcelStore } from './parcels.ts';
import { SteadfastPayouts } from './payouts.ts';
import { SteadfastReturnRequests } from './steadfast-returns.ts';
import { WebhookHub } from './webhooks.ts';

/**
 * Something to go wrong on a courier's next call: a slow answer (then the normal one), a server error
 * or 429, no answer at all (the caller's timeout fires), or `drop`: the call is carried out (a parcel
 * IS booked) but its answer never arrives. With `path`, only a call whose path contains it is hit
 * (e.g. "/create_order"); without, the next call is.
 */
export type Fault = (
  | { kind: 'latency'; ms: number }
  | { kind: 'error'; status: number }
  | { kind: 'timeout' }
  | { kind: 'drop' }
) & { path?: string };

/** Extra figures Steadfast's fraud check adds for a phone, on top of the parcels booked here. */
export interface FraudFigures {
  total_parcels: number;
  total_delivered: number;
  total_cancelled: number;
  total_fraud_reports: unknown[];
}

export interface FakeCourierStateOptions {
  /** Seed of the random steps auto-advance takes (default 1): same seed, same parcels, same moves. */
  seed?: number;
  /** What Pathao's webhook set-up expects back in X-Pathao-Merchant-Webhook-Integration-Secret. */
  pathaoIntegrationSecret?: string;
}

export interface PathaoToken {
  account: PathaoAccount;
  accessToken: string;
  refreshToken: string;
}

/** Everything the fake remembers; in memory, gone when it stops. */
export class FakeCourierState {
  steadfast: SteadfastAccount[] = [];
  pathao: PathaoAccount[] = [];
  redx: RedxAccount[] = [];
  /** Tokens issued by Pathao's issue-token, keyed by access token and by refresh token. */
  readonly pathaoAccessTokens = new Map<string, PathaoToken>();
  readonly pathaoRefreshTokens = new Map<string, PathaoToken>();
  readonly parcels = new ParcelStore();
  readonly payouts = new SteadfastPayouts();
  readonly returnRequests = new SteadfastReturnRequests();
  readonly webhooks: WebhookHub;
  readonly fraudFigures = new Map<string, FraudFigures>();
  /** Uniform in [0, 1), seeded; reset starts it over. */
  random: () => number = Math.random;
  private readonly faults = new Map<FakeCourierName, Fault[]>();
  private readonly seed: number;

  constructor(
    private readonly startAccounts: FakeAccounts = {},
    options: FakeCourierStateOptions = {},
  ) {
    this.seed = options.seed ?? 1;
    this.webhooks = new WebhookHub(options.pathaoIntegrationSecret);
    this.reset();
  }

  addAccounts(accounts: FakeAccounts): void {
    this.steadfast.push(...(accounts.steadfast ?? []).map((a) => ({ ...a })));
    this.pathao.push(...(accounts.pathao ?? []).map((a) => ({ ...a })));
    this.redx.push(...(accounts.redx ?? []).map((a) => ({ ...a })));
  }

  accounts(): Required<FakeAccounts> {
    return { steadfast: this.steadfast, pathao: this.pathao, redx: this.redx };
  }

  /** Queues `fault` for the courier's next `times` calls. */
  injectFault(courier: FakeCourierName, fault: Fault, times = 1): void {
    const queue = this.faults.get(courier) ?? [];
    for (let i = 0; i < times; i++) queue.push(fault);
    this.faults.set(courier, queue);
  }

  /** Takes the first queued fault that applies to a call on `path` (unscoped ones apply to any). */
  takeFault(courier: FakeCourierName, path = ''): Fault | undefined {
    const queue = this.faults.get(courier) ?? [];
    const index = queue.findIndex((f) => !f.path || path.includes(f.path));
    return index < 0 ? undefined : queue.splice(index, 1)[0];
  }

  /** Whether an account with this key (apiKey, clientId, access token) is known. */
  hasAccount(courier: FakeCourierName, account: string): boolean {
    if (courier === 'steadfast') return this.steadfast.some((a) => a.apiKey === account);
    if (courier === 'pathao') return this.pathao.some((a) => a.clientId === account);
    return this.redx.some((a) => a.accessToken === account);
  }

  /**
   * Back to the starting accounts and webhooks; no faults, tokens, parcels, payouts, return requests,
   * deliveries or fraud figures; the random steps start over from the seed.
   */
  reset(): void {
    this.steadfast = [];
    this.pathao = [];
    this.redx = [];
    this.pathaoAccessTokens.clear();
    this.pathaoRefreshTokens.clear();
    this.faults.clear();
    this.parcels.clear();
    this.payouts.clear();
    this.returnRequests.clear();
    this.webhooks.reset();
    this.fraudFigures.clear();
    this.random = seededRandom(this.seed);
    this.addAccounts(this.startAccounts);
  }
}

/** mulberry32: a small seeded PRNG, plenty for picking believable next steps. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
