import type { SignedInUser } from './fixtures.testkit.ts';

/** Seller B (the "other" seller) and one of its staff, as the route-wide guard test gives them to fixtures. */
export interface ForeignSeller {
  other: SignedInUser;
  otherStaff: SignedInUser;
}

/**
 * For a route with ids in its path: make (or find) seller B's record and return the path params that
 * name it, and a body the route would accept. Seller A must then get 404.
 */
export type ForeignRequest = (
  b: ForeignSeller,
) => Promise<{ params: Record<string, string>; body?: unknown }>;

/** Each feature's `<area>.guard.ts` exports `foreignRequests`, keyed by "METHOD /api/path/{param}". */
export type ForeignRequests = Record<string, ForeignRequest>;
