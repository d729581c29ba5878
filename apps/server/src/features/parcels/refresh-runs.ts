import type { CourierRefresh } from '@chalan/core/parcels/replies';
import { and, asc, eq, inArray, isNotNull, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { AppDeps, RefreshRuns } from '../../app-env.ts';
import { type CourierAccount, courierAccount } from '../../couriers/account.ts';
import { courierMessage } from '../../couriers/http.ts';
import { isPaused } from '../../couriers/pace.ts';
import type { Db } from '../../db/client.ts';
import { parcels, refreshRuns } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { reply } from '../../messages.ts';
import { sellerCourier } from '../couriers/couriers.service.ts';
import { STALE_SENDING_MS } from '../dispatch/booking.ts';
import { liveRefresh } from './refresh-live.ts';
import { checkParcel, type ParcelRow } from './sync.service.ts';

/** A Refresh asks about at most this many parcels; the background sync takes the rest. */
const MAX_PARCELS = 1_000;
/** How often a waiting answer reads the run's progress (the run may be worked on another instance). */
const POLL_MS = 50;

type Failure = CourierRefresh['failures'][number];
type Run = typeof refreshRuns.$inferSelect;
type RunKey = Pick<Run, 'sellerId' | 'courierId'>;

const runIs = (key: RunKey) =>
  and(eq(refreshRuns.sellerId, key.sellerId), eq(refreshRuns.courierId, key.courierId));

/**
 * This courier's parcels on their way, and (Steadfast, which finds a parcel by our invoice) bookings whose
 * answer was lost, once no send is waiting for them.
 */
const toAsk = (key: RunKey, byInvoice: boolean) =>
  and(
    eq(parcels.sellerId, key.sellerId),
    eq(parcels.courierId, key.courierId),
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
async function refreshQueue(db: Db, key: RunKey, byInvoice: boolean, first: string[]) {
  const rows = await db
    .select({ id: parcels.id })
    .from(parcels)
    .where(toAsk(key, byInvoice))
    .orderBy(
      sql`case when ${parcels.booking} = 'booked' then 1 else 0 end`,
      sql`${parcels.lastSyncedAt} asc nulls first`,
      asc(parcels.createdAt),
    )
    .limit(MAX_PARCELS);
  return screenFirst(
    rows.map((r) => r.id),
    first,
  );
}

/** `queue` with those of `first` it holds moved to its front. */
function screenFirst(queue: string[], first: string[]) {
  const open = new Set(queue);
  return [...new Set([...first.filter((id) => open.has(id)), ...queue])];
}

/** The parcel as it is now (a webhook or a close may have changed it since the run began), if still due. */
async function currentParcel(db: Db, run: Run, id: string): Promise<ParcelRow | null> {
  const [row] = await db
    .select()
    .from(parcels)
    .where(and(toAsk(run, run.byInvoice), eq(parcels.id, id)));
  return row ?? null;
}

/** A Refresh that found nothing to ask about: finished as it starts. */
function emptyRun(key: RunKey, courierName: string, byInvoice: boolean): Run {
  const now = new Date();
  return {
    ...key,
    courierName,
    byInvoice,
    queue: [],
    current: null,
    total: 0,
    checked: 0,
    changed: 0,
    failures: [],
    paused: false,
    leaseOwner: '',
    leaseUntil: now,
    startedAt: now,
    finishedAt: now,
  };
}

const isLive = (run: Run) => !run.finishedAt && run.leaseUntil > new Date();

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
  const running = isLive(run);
  const counts = {
    courier: run.courierName,
    total: run.total,
    checked: run.checked,
    changed: run.changed,
    failed: run.failures.length,
  };
  const key = running
    ? 'courierRefreshRunning'
    : run.paused
      ? 'courierRefreshPaused'
      : run.finishedAt
        ? 'courierStatusesSynced'
        : 'courierRefreshStopped';
  return {
    ...reply(key, counts),
    running,
    total: run.total,
    checked: run.checked,
    changed: run.changed,
    failed: run.failures.length,
    failures: run.failures,
    startedAt: run.startedAt.toISOString(),
    finishedAt: running ? null : (run.finishedAt ?? run.leaseUntil).toISOString(),
  };
}

async function readRun(db: Db, key: RunKey): Promise<Run | undefined> {
  const [run] = await db.select().from(refreshRuns).where(runIs(key));
  return run;
}

/** Puts the screen's parcels first in a live run (worked on this instance or another); false if none. */
async function putFirst(db: Db, key: RunKey, first: string[]): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [run] = await tx
      .select()
      .from(refreshRuns)
      .where(and(runIs(key), liveRefresh()))
      .for('update');
    if (!run) return false;
    await tx
      .update(refreshRuns)
      .set({ queue: screenFirst(run.queue, first) })
      .where(runIs(key));
    return true;
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Refresh on a courier page: the parcels on the screen are asked about first and the answer comes as soon
 * as they are read (or after COURIER_REFRESH_ANSWER_MS); the run goes on in the background with the rest,
 * at the courier's pace, and its progress is read with `progress`. One run per courier at a time: a
 * second Refresh puts its screen first in the running one. A run is a row of refresh_runs, worked by the
 * instance that started it under a renewed lease (DISPATCH_LEASE_MS) and read by any instance; if that
 * instance dies the run reads as stopped and the background sync takes the rest.
 */
export function startRefreshRuns(deps: Pick<AppDeps, 'config' | 'database' | 'logger'>): RefreshRuns {
  const working = new Set<Promise<void>>();
  let stopped = false;
  const db = () => deps.database.db;
  const owner = deps.config.INSTANCE_ID;
  const leaseUntil = () => sql`now() + ${`${deps.config.DISPATCH_LEASE_MS} milliseconds`}::interval`;
  const mine = (key: RunKey) =>
    and(runIs(key), eq(refreshRuns.leaseOwner, owner), isNull(refreshRuns.finishedAt));

  /** Takes the next parcel off the queue (renewing the lease); null when the queue is empty or the run lost. */
  async function next(key: RunKey): Promise<{ run: Run; id: string | null } | null> {
    const [run] = await db()
      .update(refreshRuns)
      .set({
        current: sql`${refreshRuns.queue}[1]`,
        queue: sql`${refreshRuns.queue}[2:]`,
        leaseUntil: leaseUntil(),
      })
      .where(mine(key))
      .returning();
    return run ? { run, id: run.current } : null;
  }

  /** Done with the current parcel; the run ends in the same statement when its queue is empty. */
  const done = (key: RunKey, set: Partial<Record<'checked' | 'changed' | 'failures' | 'total', SQL>>) =>
    db()
      .update(refreshRuns)
      .set({
        ...set,
        current: null,
        finishedAt: sql`case when cardinality(${refreshRuns.queue}) = 0 then now() end`,
      })
      .where(mine(key));

  const record = (key: RunKey, counts: { changed?: boolean; failure?: Failure }) =>
    done(key, {
      checked: sql`${refreshRuns.checked} + 1`,
      changed: counts.changed ? sql`${refreshRuns.changed} + 1` : undefined,
      failures: counts.failure
        ? sql`${refreshRuns.failures} || ${JSON.stringify([counts.failure])}::jsonb`
        : undefined,
    });

  const finish = (key: RunKey, set: Partial<Run> = {}) =>
    db()
      .update(refreshRuns)
      .set({ ...set, current: null, finishedAt: new Date() })
      .where(mine(key));

  async function work(key: RunKey, account: CourierAccount) {
    while (!stopped) {
      const step = await next(key);
      if (!step) return;
      if (!step.id) return void (await finish(key));
      const parcel = await currentParcel(db(), step.run, step.id);
      if (!parcel) {
        await done(key, { total: sql`${refreshRuns.total} - 1` });
        continue;
      }
      let check: Awaited<ReturnType<typeof checkParcel>>;
      try {
        check = await checkParcel(deps, db(), account, parcel);
      } catch (err) {
        if (stopped) return;
        deps.logger.error({ err, parcelId: parcel.id }, 'refresh: a parcel could not be checked');
        check = { kind: 'failed', reason: courierMessage('parcelNotChecked') };
      }
      if (check.kind === 'paused') {
        if (check.asked) await record(key, { failure: failureOf(parcel, check.reason) });
        return void (await finish(key, { paused: true }));
      }
      await record(
        key,
        check.kind === 'failed' ? { failure: failureOf(parcel, check.reason) } : { changed: check.changed },
      );
    }
  }

  function begin(key: RunKey, account: CourierAccount) {
    const job = work(key, account)
      .catch(async (err) => {
        if (stopped) return;
        deps.logger.error({ err, courierId: key.courierId }, 'refresh failed');
        await finish(key).catch(() => {});
      })
      .finally(() => working.delete(job));
    working.add(job);
  }

  /** Until the screen's parcels are read, the run ends, or the answer is due; the run as it then is. */
  async function answerWhenRead(key: RunKey, screen: string[]) {
    const until = Date.now() + deps.config.COURIER_REFRESH_ANSWER_MS;
    const waiting = new Set(screen);
    for (;;) {
      const run = await readRun(db(), key);
      const unread =
        run &&
        isLive(run) &&
        ((run.current !== null && waiting.has(run.current)) || run.queue.some((id) => waiting.has(id)));
      if (!unread || Date.now() >= until) return snapshot(run);
      await sleep(POLL_MS);
    }
  }

  /** A new run in the courier's row, unless one is live there (another Refresh, maybe on another instance). */
  async function claimRun(key: RunKey, courierName: string, byInvoice: boolean, queue: string[]) {
    const fresh = {
      courierName,
      byInvoice,
      queue,
      current: null,
      total: queue.length,
      checked: 0,
      changed: 0,
      failures: [],
      paused: false,
      leaseOwner: owner,
      leaseUntil: leaseUntil(),
      startedAt: new Date(),
      finishedAt: null,
    };
    const [claimed] = await db()
      .insert(refreshRuns)
      .values({ ...key, ...fresh })
      .onConflictDoUpdate({
        target: [refreshRuns.sellerId, refreshRuns.courierId],
        set: fresh,
        setWhere: sql`not (${liveRefresh()})`,
      })
      .returning({ total: refreshRuns.total });
    return Boolean(claimed);
  }

  return {
    async start(sellerId, courierId, first) {
      const key = { sellerId, courierId };
      const row = await sellerCourier(db(), sellerId, courierId);
      const account = await courierAccount(deps, row);
      if (!account) throw new AppError('CONFLICT', 'courierHasNoApi');
      if (await putFirst(db(), key, first)) return answerWhenRead(key, first);
      // Nothing asked: the courier said "too many requests" a moment ago.
      if (await isPaused(db(), account))
        throw new AppError('RATE_LIMITED', 'courierRateLimited', { courier: row.name });
      const byInvoice = account.provider === 'steadfast';
      const queue = await refreshQueue(db(), key, byInvoice, first);
      // Nothing on its way: answered at once, and nothing stored (the last run's figures stay readable).
      if (!queue.length) return snapshot(emptyRun(key, row.name, byInvoice));
      const claimed = await claimRun(key, row.name, byInvoice, queue);
      // Another Refresh began between the two statements: this one joins it.
      if (!claimed) {
        await putFirst(db(), key, first);
        return answerWhenRead(key, first);
      }
      begin(key, account);
      // No screen named: the answer waits for the whole run (as long as an answer may wait).
      return answerWhenRead(key, first.length ? first : queue);
    },
    async progress(sellerId, courierId) {
      await sellerCourier(db(), sellerId, courierId);
      return snapshot(await readRun(db(), { sellerId, courierId }));
    },
    idle: async () => {
      while (working.size) await Promise.all(working);
    },
    async stop() {
      stopped = true;
      await Promise.all(working);
      // Runs this instance was working end now rather than when their lease runs out.
      await db()
        .update(refreshRuns)
        .set({ current: null, leaseUntil: sql`now()` })
        .where(and(eq(refreshRuns.leaseOwner, owner), isNull(refreshRuns.finishedAt)))
        .catch(() => {});
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
