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
