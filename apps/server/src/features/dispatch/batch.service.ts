import type { MessageKey, OrderFilters } from '@chalan/core';
import type { BatchProgress } from '@chalan/core/dispatch/replies';
import { and, asc, count, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-env.ts';
import { type CreateOutcome, courierAdapter, DEFAULT_COURIER_TIMEOUT_MS } from '../../couriers/index.ts';
import { courierTurn, paceOf } from '../../couriers/pace.ts';
import type { Db } from '../../db/client.ts';
import { couriers, dispatchBatches, dispatchItems, orders } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../errors.ts';
import { orderConditions } from '../orders/orders-read.service.ts';
import type { OrderWriter } from '../orders/orders-write.service.ts';
import { claimOrder } from './booking.ts';
import {
  type BookClaim,
  completeClaim,
  recordOutcome,
  resolveLostAnswer,
  type SendResult,
} from './send.service.ts';

/** "All filtered orders" sends at most this many at once. */
export const MAX_BATCH_ORDERS = 5_000;

type Item = typeof dispatchItems.$inferSelect;

/** A batch of the seller's orders: the selected ids, or every order the list's filters show. */
export async function createBatch(
  db: Db,
  writer: OrderWriter,
  selection: { ids: string[] } | { filters: OrderFilters },
): Promise<string> {
  const conditions =
    'ids' in selection
      ? orderConditions(writer.sellerId, { status: 'all', ids: selection.ids })
      : orderConditions(writer.sellerId, selection.filters);
  const found = await db
    .select({ id: orders.id })
    .from(orders)
    .where(conditions)
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(MAX_BATCH_ORDERS + 1);
  if (found.length === 0) throw new AppError('VALIDATION', 'pleaseSelectOrder');
  if (found.length > MAX_BATCH_ORDERS) {
    throw new AppError('VALIDATION', 'dispatchTooMany', { max: MAX_BATCH_ORDERS });
  }
  return db.transaction(async (tx) => {
    const [batch] = await tx
      .insert(dispatchBatches)
      .values({ sellerId: writer.sellerId, userId: writer.userId })
      .returning({ id: dispatchBatches.id });
    await tx.insert(dispatchItems).values(
      found.map((o, position) => ({
        sellerId: writer.sellerId,
        batchId: batch!.id,
        orderId: o.id,
        position,
      })),
    );
    return batch!.id;
  });
}

const itemKey = (item: Item) =>
  and(
    eq(dispatchItems.sellerId, item.sellerId),
    eq(dispatchItems.batchId, item.batchId),
    eq(dispatchItems.orderId, item.orderId),
  );

async function recordItem(db: Db, item: Item, result: SendResult) {
  const failed = result.outcome === 'failed';
  const reason = failed ? result.error : undefined;
  await db
    .update(dispatchItems)
    .set({
      outcome: failed ? 'failed' : 'sent',
      reasonKey: reason?.key ?? null,
      reasonParams: reason?.params ?? null,
      reasonText: reason?.message ?? null,
    })
    .where(itemKey(item));
}

/** The queued items whose order's courier takes parcels in bulk (Steadfast), found before any is claimed. */
async function bulkCapable(db: Db, sellerId: string, items: Item[]): Promise<Set<string>> {
  if (items.length === 0) return new Set();
  const rows = await db
    .select({ orderId: orders.id, provider: couriers.provider })
    .from(orders)
    .innerJoin(couriers, and(eq(couriers.sellerId, orders.sellerId), eq(couriers.id, orders.courierId)))
    .where(
      and(
        eq(orders.sellerId, sellerId),
        inArray(
          orders.id,
          items.map((i) => i.orderId),
        ),
      ),
    );
  return new Set(
    rows
      .filter((r) => r.provider !== 'none' && courierAdapter(r.provider).createParcels)
      .map((r) => r.orderId),
  );
}

/**
 * Works through one batch: each order is claimed (so nothing is booked twice), Steadfast's parcels go
 * in bulk calls of up to its adapter's `bulkLimit`, the other couriers' one call at a time, at each
 * account's pace (couriers/pace.ts). The bulk orders go first, each bulk call right after its claims: a claim left waiting behind
 * minutes of paced calls would look like a send that died (STALE_SENDING_MS) to the status sync and to a
 * single send.
 */
export async function runBatch(
  deps: Pick<AppDeps, 'config'>,
  db: Db,
  batch: typeof dispatchBatches.$inferSelect,
  stopping: () => boolean = () => false,
): Promise<void> {
  const writer = { sellerId: batch.sellerId, userId: batch.userId };
  const queued = await db
    .select()
    .from(dispatchItems)
    .where(
      and(
        eq(dispatchItems.sellerId, batch.sellerId),
        eq(dispatchItems.batchId, batch.id),
        eq(dispatchItems.outcome, 'queued'),
      ),
    )
    .orderBy(asc(dispatchItems.position));
  const inBulk = await bulkCapable(db, batch.sellerId, queued);
  const bulk = new Map<string, { item: Item; claim: BookClaim }[]>();
  const flush = async (courierId: string) => {
    const waiting = bulk.get(courierId) ?? [];
    bulk.delete(courierId);
    if (waiting.length === 0) return;
    const { account } = waiting[0]!.claim;
    const { provider, adapter, credentials, call } = account;
    await courierTurn(db, account, paceOf(provider, deps.config.COURIER_PACE_MS));
    // One call carries up to `bulkLimit` parcels: it may take far longer than a single booking.
    const outcomes: CreateOutcome[] = await adapter.createParcels!(
      credentials,
      waiting.map((w) => w.claim.request),
      { ...call, timeoutMs: (call.timeoutMs ?? DEFAULT_COURIER_TIMEOUT_MS) * 6 },
    );
    for (const [i, { item, claim }] of waiting.entries()) {
      const outcome = await resolveLostAnswer(claim, outcomes[i]!);
      await recordItem(db, item, await recordOutcome(db, writer, claim, outcome));
    }
  };
  const flushAll = async () => {
    for (const courierId of [...bulk.keys()]) await flush(courierId);
  };
  const bulkFirst = [
    ...queued.filter((i) => inBulk.has(i.orderId)),
    ...queued.filter((i) => !inBulk.has(i.orderId)),
  ];
  for (const item of bulkFirst) {
    // Stopping mid-batch leaves the rest queued; the next start carries on.
    if (stopping()) break;
    // The bulk orders are all claimed: book them before the first paced call.
    if (!inBulk.has(item.orderId)) await flushAll();
    let claim: Awaited<ReturnType<typeof claimOrder>>;
    try {
      claim = await claimOrder(deps, db, writer, item.orderId);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      await recordItem(db, item, { outcome: 'failed', code: '', error });
      continue;
    }
    if (claim.kind === 'manual') {
      await recordItem(db, item, { outcome: 'ready', code: claim.code, consignmentId: null, messages: [] });
      continue;
    }
    const { account } = claim;
    if (account.adapter.createParcels && !claim.resumed) {
      const waiting = bulk.get(account.id) ?? [];
      waiting.push({ item, claim });
      bulk.set(account.id, waiting);
      if (waiting.length >= (account.adapter.bulkLimit ?? 1)) await flush(account.id);
      continue;
    }
    await courierTurn(db, account, paceOf(account.provider, deps.config.COURIER_PACE_MS));
    await recordItem(db, item, await completeClaim(db, writer, claim));
  }
  await flushAll();
  if (stopping()) return;
  await db
    .update(dispatchBatches)
    .set({ finishedAt: new Date(), leaseOwner: null, leaseUntil: null })
    .where(batchKey(batch));
}

const batchKey = (batch: { sellerId: string; id: string }) =>
  and(eq(dispatchBatches.sellerId, batch.sellerId), eq(dispatchBatches.id, batch.id));

const leaseFromNow = (leaseMs: number) => sql`now() + make_interval(secs => ${leaseMs / 1000})`;

/**
 * The oldest unfinished batch nobody holds (never held, or its holder's lease ran out: the instance died),
 * taken for `owner` for `leaseMs` (FOR UPDATE SKIP LOCKED: two instances never take the same one). A batch
 * taken over resumes where it stopped; the orders' own claims keep any from being booked twice.
 */
export async function claimBatch(db: Db, owner: string, leaseMs: number) {
  return db.transaction(async (tx) => {
    const [batch] = await tx
      .select()
      .from(dispatchBatches)
      .where(
        and(
          isNull(dispatchBatches.finishedAt),
          or(isNull(dispatchBatches.leaseUntil), lt(dispatchBatches.leaseUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(dispatchBatches.createdAt))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!batch) return null;
    await tx
      .update(dispatchBatches)
      .set({ leaseOwner: owner, leaseUntil: leaseFromNow(leaseMs) })
      .where(batchKey(batch));
    return batch;
  });
}

/** Extends `owner`'s lease of the batch; false when it is no longer `owner`'s (another took it over). */
export async function renewBatchLease(
  db: Db,
  batch: { sellerId: string; id: string },
  owner: string,
  leaseMs: number,
): Promise<boolean> {
  const renewed = await db
    .update(dispatchBatches)
    .set({ leaseUntil: leaseFromNow(leaseMs) })
    .where(and(batchKey(batch), eq(dispatchBatches.leaseOwner, owner), isNull(dispatchBatches.finishedAt)))
    .returning({ id: dispatchBatches.id });
  return renewed.length > 0;
}

/** What the screen shows while a batch runs and after: counts, and every failed order with its reason. */
export async function batchProgress(db: Db, sellerId: string, id: string): Promise<BatchProgress> {
  const [batch] = await db
    .select()
    .from(dispatchBatches)
    .where(and(eq(dispatchBatches.sellerId, sellerId), eq(dispatchBatches.id, id)));
  if (!batch) throw notFound();
  const where = and(eq(dispatchItems.sellerId, sellerId), eq(dispatchItems.batchId, id));
  const counts = await db
    .select({ outcome: dispatchItems.outcome, n: count() })
    .from(dispatchItems)
    .where(where)
    .groupBy(dispatchItems.outcome);
  const of = (outcome: Item['outcome']) => counts.find((c) => c.outcome === outcome)?.n ?? 0;
  const failed = await db
    .select({ item: dispatchItems, code: orders.code })
    .from(dispatchItems)
    .innerJoin(orders, and(eq(orders.sellerId, dispatchItems.sellerId), eq(orders.id, dispatchItems.orderId)))
    .where(and(where, eq(dispatchItems.outcome, 'failed')))
    .orderBy(asc(dispatchItems.position));
  const finished = batch.finishedAt !== null;
  // Read once at the end (not on every poll while it runs): the screen offers these orders' labels.
  const sent = finished
    ? await db
        .select({ orderId: dispatchItems.orderId })
        .from(dispatchItems)
        .where(and(where, eq(dispatchItems.outcome, 'sent')))
        .orderBy(asc(dispatchItems.position))
    : [];
  return {
    id,
    finished,
    total: of('queued') + of('sent') + of('failed'),
    sent: of('sent'),
    failed: of('failed'),
    queued: of('queued'),
    failures: failed.map(({ item, code }) => ({
      orderId: item.orderId,
      code,
      reason: {
        key: (item.reasonKey ?? 'failedToSendOrder') as MessageKey,
        params: item.reasonParams ?? {},
        message: item.reasonText ?? '',
      },
    })),
    sentOrderIds: sent.map((s) => s.orderId),
  };
}
