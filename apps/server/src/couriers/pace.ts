import type { ApiProvider } from '@chalan/core';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../db/client.ts';

/**
 * The gap between two calls to one courier account. Pathao documents about 60 calls a minute; Steadfast
 * and RedX publish no limit, so they get a polite pace that still reads a page of parcels in seconds.
 */
const PACE_MS: Record<ApiProvider, number> = { pathao: 1_100, steadfast: 250, redx: 250 };

/** COURIER_PACE_MS, when set, replaces every courier's pace (tests set 0). */
export const paceOf = (provider: ApiProvider, override: number | undefined) => override ?? PACE_MS[provider];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits for this account's next turn and takes it: the bulk send, Refresh and the background sync share
 * one pace per account, and each account keeps its own (Steadfast never waits for Pathao). The turns are
 * kept in the database (`courier_turns`), so several instances share one pace: one statement reserves the
 * next free slot (the row's lock orders two reservations) and says how long to wait for it.
 */
export async function courierTurn(
  db: Db,
  account: { sellerId: string; id: string },
  paceMs: number,
): Promise<void> {
  if (paceMs <= 0) return;
  const { waitMs } = await reserveTurn(db, account, paceMs);
  if (waitMs > 0) await sleep(waitMs);
}

/**
 * Reserves the account's next free slot: when it is (on the database's clock, which every instance shares)
 * and how long from now.
 */
export async function reserveTurn(
  db: Db,
  account: { sellerId: string; id: string },
  paceMs: number,
): Promise<{ at: Date; waitMs: number }> {
  const pace = sql`make_interval(secs => ${paceMs / 1000})`;
  const result = await db.execute(sql`
    insert into courier_turns as t (seller_id, courier_id, next_at)
    values (${account.sellerId}, ${account.id}, clock_timestamp() + ${pace})
    on conflict (seller_id, courier_id)
      do update set next_at = greatest(t.next_at, clock_timestamp()) + ${pace}
    returning (extract(epoch from t.next_at) * 1000)::bigint - ${paceMs} as slot_ms,
      (extract(epoch from clock_timestamp()) * 1000)::bigint as now_ms`);
  const [row] = rowsOf<{ slot_ms: string | number; now_ms: string | number }>(result);
  const at = Number(row!.slot_ms);
  return { at: new Date(at), waitMs: at - Number(row!.now_ms) };
}

type Account = { sellerId: string; id: string };

/** The courier said "too many requests": every instance leaves this account alone for `ms`. */
export async function pauseCourier(db: Db, account: Account, ms: number): Promise<void> {
  const until = sql`clock_timestamp() + make_interval(secs => ${ms / 1000})`;
  await db.execute(sql`
    insert into courier_turns as t (seller_id, courier_id, next_at, paused_until)
    values (${account.sellerId}, ${account.id}, clock_timestamp(), ${until})
    on conflict (seller_id, courier_id)
      do update set paused_until = greatest(t.paused_until, ${until})`);
}

/** True while the account is left alone after a "too many requests" (on any instance). */
export async function isPaused(db: Db, account: Account): Promise<boolean> {
  const result = await db.execute(sql`
    select 1 from courier_turns
    where seller_id = ${account.sellerId} and courier_id = ${account.id} and paused_until > clock_timestamp()`);
  return rowsOf(result).length > 0;
}
