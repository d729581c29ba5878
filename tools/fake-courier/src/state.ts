/** The couriers the fake speaks for; each one is served under `/<name>`. */
export const FAKE_COURIERS = ['steadfast', 'pathao', 'redx'] as const;
export type FakeCourierName = (typeof FAKE_COURIERS)[number];

export interface SteadfastAccount {
  apiKey: string;
  secretKey: string;
  /** Taka, as GET /get_balance reports it. */
  balance?: number;
}

export interface PathaoAccount {
  clientId: string;
  clientSecret: string;
  username: string;
  password: string;
}

export interface RedxAccount {
  accessToken: string;
}

/** Merchant accounts the fake accepts, per courier. */
export interface FakeAccounts {
  steadfast?: SteadfastAccount[];
  pathao?: PathaoAccount[];
  redx?: RedxAccount[];
}

/**
 * Something to go wrong on a courier's next call: a slow answer (then the normal one), a server
 * error, or no answer at all (the caller's timeout fires).
 */
export type Fault = { kind: 'latency'; ms: number } | { kind: 'error'; status: number } | { kind: 'timeout' };

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
  private readonly faults = new Map<FakeCourierName, Fault[]>();

  constructor(private readonly seed: FakeAccounts = {}) {
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

  takeFault(courier: FakeCourierName): Fault | undefined {
    return this.faults.get(courier)?.shift();
  }

  /** Back to the seeded accounts, no faults and no issued tokens. */
  reset(): void {
    this.steadfast = [];
    this.pathao = [];
    this.redx = [];
    this.pathaoAccessTokens.clear();
    this.pathaoRefreshTokens.clear();
    this.faults.clear();
    this.addAccounts(this.seed);
  }
}
