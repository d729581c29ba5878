import type { CourierRefresh } from '@chalan/core/parcels/replies';
import { and, asc, eq, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { AppDeps, RefreshRuns } from '../../app-env.ts';
import { courierAccount } from '../../couriers/account.ts';
import { courierMessage } from '../../couriers/http.ts';
import { isPaused } from '../../couriers/pace.ts';
import type { Db } from '../../db/client.ts';
import { parcels } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { reply } from '../../messages.ts';
import { sellerCourier } from '../couriers/couriers.service.ts';
import { STALE_SENDING_MS } from '../dispatch/booking.ts';
import { checkParcel, type ParcelRow } from './sync.service.ts';

/** A Refresh asks about at most this many parcels; the background sync takes the rest. */
const MAX_PARCELS = 1_000;

type Failure = CourierRefresh['failures'][number];

interface Run {
  sellerId: string;
  courierId: string;
  /** The courier finds a parcel by our invoice (Steadfast): lost answers are asked about too. */
  byInvoice: boolean;
  courierName: string;
  /** Parcel ids still to ask about, in order (the screen's first). */
  queue: string[];
  /** The parcel being asked about now. */
  current: string | null;
  total: number;
  checked: number;
  changed: number;
  failures: Failure[];
  /** The courier said "too many requests": the rest waits for the background sync. */
  paused: boolean;
  startedAt: Date;
  finishedAt: Date | null;
}

/**
 * This courier's parcels on their way, and (Steadfast, which finds a parcel by our invoice) bookings whose
 * answer was lost, once no send is waiting for them.
 */
const toAsk = (sellerId: string, courierId: string, byInvoice: boolean) =>
  and(
    eq(parcels.sellerId, sellerId),
    eq(parcels.courierId, courierId),
    eq(parcels.active, true),
    or(
      and(eq(parcels.booking, 'booked'), isNotNull(parcels.nextSyncAt)),
      byInvoice
        ? and(
            inArray(parcels.booking, ['unconfirmed', 'sending']),
            lte(parcels.updatedAt, new Date(Date.now() - STALE_SENDING_MS)),
          )
        : undefined,
    ),
  );

/**
 * The order of a Refresh: the screen's parcels, then lost answers (their orders cannot be sent again until
 * they are found), then those never checked, then the stalest.
 */
async function refreshQueue(db: Db, run: Run, first: string[]) {
  const rows = await db
    .select({ id: parcels.id })
    .from(parcels)
    .where(toAsk(run.sellerId, run.courierId, run.byInvoice))
    .orderBy(
      sql`case when ${parcels.booking} = 'booked' then 1 else 0 end`,
      sql`${parcels.lastSyncedAt} asc nulls first`,
      asc(parcels.createdAt),
    )
    .limit(MAX_PARCELS);
  const open = new Set(rows.map((r) => r.id));
  const screen = first.filter((id) => open.has(id));
  return [...new Set([...screen, ...rows.map((r) => r.id)])];
}

/** The parcel as it is now (a webhook or a close may have changed it since the run began), if still due. */
async function currentParcel(db: Db, run: Run, id: string): Promise<ParcelRow | null> {
  const [row] = await db
    .select()
    .from(parcels)
    .where(and(toAsk(run.sellerId, run.courierId, run.byInvoice), eq(parcels.id, id)));
  return row ?? null;
}

function snapshot(run: Run | undefined): CourierRefresh {
  if (!run) {
    return {
      ...reply('courierRefreshIdle'),
      running: false,
      total: 0,
      checked: 0,
      changed: 0,
      failed: 0,
      failures: [],
      startedAt: null,
      finishedAt: null,
    };
  }
  const counts = {
    courier: run.courierName,
    total: run.total,
    checked: run.checked,
    changed: run.changed,
    failed: run.failures.length,
  };
  const key = !run.finishedAt
    ? 'courierRefreshRunning'
    : run.paused
      ? 'courierRefreshPaused'
      : 'courierStatusesSynced';
  return {
    ...reply(key, counts),
    running: !run.finishedAt,
    total: run.total,
    checked: run.checked,
    changed: run.changed,
    failed: run.failures.length,
    failures: run.failures,
    startedAt: run.startedAt.toISOString(),
    finishedAt: run.finishedAt?.toISOString() ?? null,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Refresh on a courier page: the parcels on the screen are asked about first and the answer comes as soon
 * as they are read (or after COURIER_REFRESH_ANSWER_MS); the run goes on in the background with the rest,
 * at the courier's pace, and its progress is read with `progress`. One run per courier at a time: a
 * second Refresh puts its screen first in the running one. Runs live in this process.
 */
export function startRefreshRuns(deps: Pick<AppDeps, 'config' | 'database' | 'logger'>): RefreshRuns {
  const runs = new Map<string, Run>();
  const working = new Set<Promise<void>>();
  let stopped = false;
  const db = () => deps.database.db;

  async function work(run: Run, account: NonNullable<Awaited<ReturnType<typeof courierAccount>>>) {
    while (run.queue.length > 0 && !stopped) {
      const id = run.queue.shift()!;
      run.current = id;
      const parcel = await currentParcel(db(), run, id);
      if (!parcel) {
        run.total--;
        run.current = null;
        continue;
      }
      let check: Awaited<ReturnType<typeof checkParcel>>;
      try {
        check = await checkParcel(deps, db(), account, parcel);
      } catch (err) {
        if (stopped) return;
        deps.logger.error({ err, parcelId: id }, 'refresh: a parcel could not be checked');
        check = { kind: 'failed', reason: courierMessage('parcelNotChecked') };
      }
      if (check.kind === 'paused') {
        run.paused = true;
        if (check.asked) {
          run.checked++;
          run.failures.push(failureOf(parcel, check.reason));
        }
        break;
      }
      run.checked++;
      if (check.kind === 'failed') run.failures.push(failureOf(parcel, check.reason));
      else if (check.changed) run.changed++;
      run.current = null;
    }
    run.current = null;
    run.finishedAt = new Date();
  }

  function begin(run: Run, account: Parameters<typeof work>[1]) {
    const job = work(run, account)
      .catch((err) => {
        run.finishedAt = new Date();
        if (!stopped) deps.logger.error({ err, courierId: run.courierId }, 'refresh failed');
      })
      .finally(() => working.delete(job));
    working.add(job);
  }

  /** Until the screen's parcels are read, the run ends, or the answer is due. */
  async function answerWhenRead(run: Run, screen: string[]) {
    const until = Date.now() + deps.config.COURIER_REFRESH_ANSWER_MS;
    const waiting = new Set(screen);
    const unread = () =>
      (run.current !== null && waiting.has(run.current)) || run.queue.some((id) => waiting.has(id));
    while (!run.finishedAt && Date.now() < until && unread()) await sleep(25);
  }

  return {
    async start(sellerId, courierId, first) {
      const row = await sellerCourier(db(), sellerId, courierId);
      const account = await courierAccount(deps, row);
      if (!account) throw new AppError('CONFLICT', 'courierHasNoApi');
      const running = runs.get(courierId);
      if (running && !running.finishedAt) {
        const open = new Set(running.queue);
        const screen = first.filter((id) => open.has(id));
        running.queue = [...screen, ...running.queue.filter((id) => !screen.includes(id))];
        await answerWhenRead(running, screen);
        return snapshot(running);
      }
      // Nothing asked: the courier said "too many requests" a moment ago.
      if (await isPaused(db(), account))
        throw new AppError('RATE_LIMITED', 'courierRateLimited', { courier: row.name });
      const run: Run = {
        sellerId,
        courierId,
        byInvoice: account.provider === 'steadfast',
        courierName: row.name,
        queue: [],
        current: null,
        total: 0,
        checked: 0,
        changed: 0,
        failures: [],
        paused: false,
        startedAt: new Date(),
        finishedAt: null,
      };
      const queue = await refreshQueue(db(), run, first);
      Object.assign(run, { queue, total: queue.length, finishedAt: queue.length ? null : new Date() });
      // No screen named: the answer waits for the whole run (as long as an answer may wait).
      const screen = first.length ? first.filter((id) => queue.includes(id)) : [...queue];
      runs.set(courierId, run);
      if (queue.length) begin(run, account);
      await answerWhenRead(run, screen);
      return snapshot(run);
    },
    async progress(sellerId, courierId) {
      await sellerCourier(db(), sellerId, courierId);
      const run = runs.get(courierId);
      return snapshot(run?.sellerId === sellerId ? run : undefined);
    },
    running: (courierId) => {
      const run = runs.get(courierId);
      return Boolean(run && !run.finishedAt);
    },
    idle: async () => {
      while (working.size) await Promise.all(working);
    },
    async stop() {
      stopped = true;
      await Promise.all(working);
    },
  };
}

function failureOf(
  parcel: ParcelRow,
  reason: { key: string; params: Record<string, string | number>; text: string },
): Failure {
  return {
    parcelId: parcel.id,
    code: parcel.invoice,
    reason: { key: reason.key, params: reason.params, message: reason.text },
  };
}
