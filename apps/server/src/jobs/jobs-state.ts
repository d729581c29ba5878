import { and, asc, count, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  couriers,
  courierTurns,
  dispatchBatches,
  dispatchItems,
  parcels,
  refreshRuns,
  sellers,
  smsMessages,
} from '../db/schema/index.ts';
import { liveRefresh } from '../features/parcels/refresh-live.ts';

const shop = { seller: sellers.name, courier: couriers.name };

/**
 * What the background work of every instance is doing, read from the tables they claim it in (decision
 * 0015): for `npm run chalan -- jobs`, on any instance's database, while they run.
 */
export async function jobsState(db: Db, now = new Date()) {
  const [batches, sync, paused, refreshes, sms] = await Promise.all([
    openBatches(db),
    syncState(db, now),
    db
      .select({ ...shop, until: courierTurns.pausedUntil })
      .from(courierTurns)
      .innerJoin(sellers, eq(sellers.id, courierTurns.sellerId))
      .innerJoin(
        couriers,
        and(eq(couriers.sellerId, courierTurns.sellerId), eq(couriers.id, courierTurns.courierId)),
      )
      .where(gt(courierTurns.pausedUntil, now))
      .orderBy(asc(courierTurns.pausedUntil)),
    db
      .select({
        seller: sellers.name,
        courier: refreshRuns.courierName,
        checked: refreshRuns.checked,
        total: refreshRuns.total,
        owner: refreshRuns.leaseOwner,
        leaseUntil: refreshRuns.leaseUntil,
      })
      .from(refreshRuns)
      .innerJoin(sellers, eq(sellers.id, refreshRuns.sellerId))
      .where(liveRefresh()),
    smsState(db, now),
  ]);
  return { at: now, batches, sync, paused, refreshes, sms };
}

export type JobsState = Awaited<ReturnType<typeof jobsState>>;

async function openBatches(db: Db) {
  const items = (outcome: 'sent' | 'failed' | null) =>
    sql<number>`count(*) filter (where ${outcome ? sql`${dispatchItems.outcome} = ${outcome}` : sql`true`})`.mapWith(
      Number,
    );
  return db
    .select({
      id: dispatchBatches.id,
      seller: sellers.name,
      createdAt: dispatchBatches.createdAt,
      owner: dispatchBatches.leaseOwner,
      leaseUntil: dispatchBatches.leaseUntil,
      total: items(null),
      sent: items('sent'),
      failed: items('failed'),
    })
    .from(dispatchBatches)
    .innerJoin(sellers, eq(sellers.id, dispatchBatches.sellerId))
    .innerJoin(
      dispatchItems,
      and(
        eq(dispatchItems.sellerId, dispatchBatches.sellerId),
        eq(dispatchItems.batchId, dispatchBatches.id),
      ),
    )
    .where(isNull(dispatchBatches.finishedAt))
    .groupBy(dispatchBatches.sellerId, dispatchBatches.id, sellers.name)
    .orderBy(asc(dispatchBatches.createdAt));
}

async function syncState(db: Db, now: Date) {
  const soon = new Date(now.getTime() + 5 * 60_000);
  const [row] = await db
    .select({
      dueNow: sql<number>`count(*) filter (where ${parcels.nextSyncAt} <= ${now})`.mapWith(Number),
      dueSoon:
        sql<number>`count(*) filter (where ${parcels.nextSyncAt} > ${now} and ${parcels.nextSyncAt} <= ${soon})`.mapWith(
          Number,
        ),
      onTheirWay: count(),
    })
    .from(parcels)
    .where(and(eq(parcels.active, true), eq(parcels.booking, 'booked'), isNotNull(parcels.nextSyncAt)));
  const [lost] = await db
    .select({ n: count() })
    .from(parcels)
    .where(and(eq(parcels.active, true), inArray(parcels.booking, ['unconfirmed', 'sending'])));
  return { ...row!, lostAnswers: lost!.n };
}

async function smsState(db: Db, now: Date) {
  const dayAgo = new Date(now.getTime() - 24 * 3_600_000);
  const [row] = await db
    .select({
      queued: sql<number>`count(*) filter (where ${smsMessages.state} = 'queued')`.mapWith(Number),
      dueNow:
        sql<number>`count(*) filter (where ${smsMessages.state} = 'queued' and ${smsMessages.nextTryAt} <= ${now})`.mapWith(
          Number,
        ),
      sentToday: sql<number>`count(*) filter (where ${smsMessages.state} = 'sent')`.mapWith(Number),
      failedToday: sql<number>`count(*) filter (where ${smsMessages.state} = 'failed')`.mapWith(Number),
    })
    .from(smsMessages)
    .where(sql`${smsMessages.state} = 'queued' or ${smsMessages.createdAt} > ${dayAgo}`);
  return row!;
}

const time = (d: Date | null) => (d ? d.toISOString().replace('T', ' ').slice(0, 19) : '—');

/** The state as an operator reads it in a terminal. */
export function formatJobsState(state: JobsState): string {
  const lines = [`Background work at ${time(state.at)} UTC`, '', 'Bulk sends not finished:'];
  if (!state.batches.length) lines.push('  none');
  for (const b of state.batches) {
    const holder =
      b.owner && b.leaseUntil && b.leaseUntil > state.at
        ? `held by ${b.owner} until ${time(b.leaseUntil)}`
        : 'waiting for an instance';
    lines.push(
      `  ${b.id} (${b.seller}, ${time(b.createdAt)}): ${b.sent + b.failed} of ${b.total} done, ${b.failed} failed; ${holder}`,
    );
  }
  const { sync } = state;
  lines.push(
    '',
    `Courier status sync: ${sync.onTheirWay} parcels on their way, ${sync.dueNow} due now, ${sync.dueSoon} due in the next 5 minutes; ${sync.lostAnswers} bookings waiting for a lost answer`,
  );
  lines.push('', 'Couriers paused after "too many requests":');
  if (!state.paused.length) lines.push('  none');
  for (const p of state.paused) lines.push(`  ${p.seller} / ${p.courier} until ${time(p.until)}`);
  lines.push('', 'Courier page Refresh running:');
  if (!state.refreshes.length) lines.push('  none');
  for (const r of state.refreshes) {
    lines.push(
      `  ${r.seller} / ${r.courier}: ${r.checked} of ${r.total} checked, on ${r.owner} until ${time(r.leaseUntil)}`,
    );
  }
  const { sms } = state;
  lines.push(
    '',
    `Customer SMS: ${sms.queued} queued (${sms.dueNow} due now); in the last 24 hours ${sms.sentToday} sent, ${sms.failedToday} failed`,
  );
  return lines.join('\n');
}
