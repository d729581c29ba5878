import type { ApiProvider } from '@chalan/core';

/**
 * The gap between two calls to one courier account. Pathao documents about 60 calls a minute; Steadfast
 * and RedX publish no limit, so they get a polite pace that still reads a page of parcels in seconds.
 */
const PACE_MS: Record<ApiProvider, number> = { pathao: 1_100, steadfast: 250, redx: 250 };

/** COURIER_PACE_MS, when set, replaces every courier's pace (tests set 0). */
export const paceOf = (provider: ApiProvider, override: number | undefined) => override ?? PACE_MS[provider];

/** When each courier account (by our courier id) may be called next, in this process. */
const nextTurn = new Map<string, number>();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits for this account's next turn and takes it: the bulk send, Refresh and the background sync share
 * one pace per account, and each account keeps its own (Steadfast never waits for Pathao).
 */
export async function courierTurn(accountId: string, paceMs: number): Promise<void> {
  const now = Date.now();
  const at = Math.max(now, nextTurn.get(accountId) ?? 0);
  nextTurn.set(accountId, at + paceMs);
  if (at > now) await sleep(at - now);
}
