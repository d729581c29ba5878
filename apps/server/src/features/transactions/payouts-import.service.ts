import { matchConsignment, type PayoutMatch, payoutMarksReceived } from '@chalan/core/transactions/cod';
import type { PayoutImportCourier, PayoutImportResult } from '@chalan/core/transactions/replies';
import { and, asc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-env.ts';
import type { CourierAccount } from '../../couriers/account.ts';
import type { Failed, PayoutConsignment, PayoutDetail, StatusFailure } from '../../couriers/types.ts';
import type { Db, Tx } from '../../db/client.ts';
import { courierPayoutItems, courierPayouts, couriers, orderCodes, orders } from '../../db/schema/index.ts';
import { AppError, notFound, validationError } from '../../errors.ts';
import { reply } from '../../messages.ts';
import { appendOrderEvent, type OrderMover } from '../orders/order-moves.ts';
import type { OrderWriter } from '../orders/orders-write.service.ts';
import { codChanges } from './cod-received.service.ts';
import { payoutAccounts } from './payout-couriers.ts';

/**
 * "Import payouts": asks each Steadfast courier of the seller for its payouts (GET /payments), fetches
 * the parcels of each one not imported yet (GET /payments/{id}) and stores it once (a payout already
 * stored is never asked for again, and a concurrent import inserts nothing twice). Each parcel is matched
 * to an order by invoice (any id the order has had) and compared with its payable; a delivered parcel of
 * a completed order not yet received marks its COD received on the payout's date, with what was paid.
 * Then the parcels of earlier payouts whose orders have been completed since are marked too.
 */

type Counts = Record<PayoutMatch, number> & { payouts: number; consignments: number; marked: number };
const noCounts = (): Counts => ({
  payouts: 0,
  consignments: 0,
  matched: 0,
  differs: 0,
  unmatched: 0,
  marked: 0,
});

interface MatchableOrder {
  id: string;
  status: (typeof orders.$inferSelect)['status'];
  payable: number;
  codReceivedAt: Date | null;
}

/** The live orders that have had these invoices as ids, locked for the marks to come. */
async function ordersByInvoice(tx: Tx, sellerId: string, invoices: string[]) {
  if (invoices.length === 0) return new Map<string, MatchableOrder>();
  const rows = await tx
    .select({
      code: orderCodes.code,
      id: orders.id,
      status: orders.status,
      payable: orders.payable,
      codReceivedAt: orders.codReceivedAt,
    })
    .from(orderCodes)
    .innerJoin(orders, and(eq(orders.sellerId, orderCodes.sellerId), eq(orders.id, orderCodes.orderId)))
    .where(
      and(eq(orderCodes.sellerId, sellerId), inArray(orderCodes.code, invoices), isNull(orders.deletedAt)),
    )
    .orderBy(asc(orders.id))
    .for('update', { of: orders });
  // Two invoices of one order (a re-dispatch) share one object, so a mark is seen by both.
  const byId = new Map<string, MatchableOrder>();
  const byCode = new Map<string, MatchableOrder>();
  for (const { code, ...order } of rows) {
    if (!byId.has(order.id)) byId.set(order.id, order);
    byCode.set(code, byId.get(order.id)!);
  }
  return byCode;
}

/** Marks an order's COD received from a payout, with its `edited` event (no user: a courier's webhook). */
async function markFromPayout(
  tx: Tx,
  writer: OrderMover,
  orderId: string,
  mark: { at: Date; amount: number; payout: string },
) {
  const { sellerId, userId } = writer;
  const changed = await tx
    .update(orders)
    .set({ codReceivedAt: mark.at, codReceivedAmount: mark.amount, updatedById: userId })
    .where(
      and(
        eq(orders.sellerId, sellerId),
        eq(orders.id, orderId),
        eq(orders.status, 'completed'),
        isNull(orders.codReceivedAt),
      ),
    )
    .returning({ id: orders.id });
  if (changed.length === 0) return false;
  await appendOrderEvent(tx, writer, orderId, {
    kind: 'edited',
    changes: codChanges(
      { at: null, amount: null },
      { at: mark.at, amount: mark.amount },
      { payout: { from: null, to: mark.payout } },
    ),
  });
  return true;
}

/**
 * A payout's parcels, stored under it: each matched to an order by invoice (any id the order has had) and
 * compared with its payable; a delivered parcel of a completed order not yet received marks its COD
 * received on the payout's date, with what was paid. Counts what it did.
 */
export async function storeConsignments(
  tx: Tx,
  writer: OrderMover,
  payout: { rowId: string; externalId: string; at: Date },
  consignments: PayoutConsignment[],
): Promise<Counts> {
  const { sellerId } = writer;
  const invoices = [...new Set(consignments.flatMap((c) => (c.invoice ? [c.invoice] : [])))];
  const byInvoice = await ordersByInvoice(tx, sellerId, invoices);
  const counts = { ...noCounts(), consignments: consignments.length };
  const items: (typeof courierPayoutItems.$inferInsert)[] = [];
  for (const c of consignments) {
    const order = (c.invoice && byInvoice.get(c.invoice)) || null;
    const m = matchConsignment({ status: c.status, codAmount: c.codAmountPoisha }, order);
    counts[m.match] += 1;
    items.push({
      sellerId,
      payoutId: payout.rowId,
      orderId: order?.id ?? null,
      consignmentId: c.consignmentId,
      invoice: c.invoice,
      codAmount: m.collected,
      deliveryCharge: c.deliveryChargePoisha,
      expectedAmount: m.expected,
      match: m.match,
    });
    if (order && payoutMarksReceived(c, order)) {
      const mark = { at: payout.at, amount: m.collected, payout: payout.externalId };
      if (await markFromPayout(tx, writer, order.id, mark)) {
        order.codReceivedAt = payout.at;
        counts.marked += 1;
      }
    }
  }
  if (items.length > 0) await tx.insert(courierPayoutItems).values(items);
  return counts;
}

/** Stores one payout and its parcels, and marks what they pay for; null when it was stored meanwhile. */
async function storePayout(
  db: Db,
  writer: OrderWriter,
  courierId: string,
  payout: PayoutDetail,
): Promise<Counts | null> {
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(courierPayouts)
      .values({
        sellerId: writer.sellerId,
        courierId,
        externalId: payout.id,
        amount: payout.amountPoisha,
        courierStatus: payout.status,
        paidAt: payout.paidAt,
        raw: payout.raw,
      })
      .onConflictDoNothing()
      .returning({ id: courierPayouts.id });
    if (!stored) return null;
    const at = payout.paidAt ?? new Date();
    const counts = await storeConsignments(
      tx,
      writer,
      { rowId: stored.id, externalId: payout.id, at },
      payout.consignments,
    );
    return { ...counts, payouts: 1 };
  });
}

/**
 * Parcels of this courier's stored payouts that were delivered (paid something) for an order completed
 * only after the import: their orders are marked now, with the payout's date and amount.
 */
async function markCompletedSince(db: Db, writer: OrderWriter, courierId: string) {
  const { sellerId } = writer;
  const waiting = await db
    .select({
      orderId: orders.id,
      amount: courierPayoutItems.codAmount,
      paidAt: courierPayouts.paidAt,
      importedAt: courierPayouts.createdAt,
      payout: courierPayouts.externalId,
    })
    .from(orders)
    .innerJoin(
      courierPayoutItems,
      and(eq(courierPayoutItems.sellerId, orders.sellerId), eq(courierPayoutItems.orderId, orders.id)),
    )
    .innerJoin(
      courierPayouts,
      and(
        eq(courierPayouts.sellerId, courierPayoutItems.sellerId),
        eq(courierPayouts.id, courierPayoutItems.payoutId),
      ),
    )
    .where(
      and(
        eq(orders.sellerId, sellerId),
        isNull(orders.deletedAt),
        eq(orders.status, 'completed'),
        isNull(orders.codReceivedAt),
        eq(courierPayouts.courierId, courierId),
        ne(courierPayoutItems.match, 'unmatched'),
        gt(courierPayoutItems.codAmount, 0),
      ),
    )
    .orderBy(asc(orders.id), sql`${courierPayouts.paidAt} asc nulls last`);
  let marked = 0;
  const seen = new Set<string>();
  for (const w of waiting) {
    if (seen.has(w.orderId)) continue;
    seen.add(w.orderId);
    const at = w.paidAt ?? w.importedAt;
    const done = await db.transaction((tx) =>
      markFromPayout(tx, writer, w.orderId, { at, amount: w.amount, payout: w.payout }),
    );
    if (done) marked += 1;
  }
  return marked;
}

type Outcome = { counts: Counts; failure: Failed<StatusFailure> | null };

/** One courier: its new payouts, oldest first, until the courier fails to answer (what came is kept). */
async function importFrom(db: Db, writer: OrderWriter, account: CourierAccount): Promise<Outcome> {
  const { adapter, credentials, call } = account;
  const counts = noCounts();
  const listed = await adapter.payouts!(credentials, call);
  if (!listed.ok) return { counts, failure: listed };
  const ids = listed.payouts.map((p) => p.id);
  const known = new Set(
    ids.length === 0
      ? []
      : (
          await db
            .select({ externalId: courierPayouts.externalId })
            .from(courierPayouts)
            .where(
              and(
                eq(courierPayouts.sellerId, writer.sellerId),
                eq(courierPayouts.courierId, account.id),
                inArray(courierPayouts.externalId, ids),
              ),
            )
        ).map((r) => r.externalId),
  );
  const fresh = listed.payouts
    .filter((p) => !known.has(p.id))
    .sort((a, b) => (a.paidAt?.getTime() ?? 0) - (b.paidAt?.getTime() ?? 0));
  let failure: Failed<StatusFailure> | null = null;
  for (const summary of fresh) {
    const detail = await adapter.payout!(credentials, summary.id, call);
    if (!detail.ok) {
      failure = detail;
      break;
    }
    const stored = await storePayout(db, writer, account.id, detail.payout);
    if (!stored) continue;
    for (const key of Object.keys(counts) as (keyof Counts)[]) counts[key] += stored[key];
  }
  counts.marked += await markCompletedSince(db, writer, account.id);
  return { counts, failure };
}

/** The courier's failure as the request's error, when nothing could be imported at all. */
function failureError(failure: Failed<StatusFailure>): AppError {
  const code = failure.failure === 'refused' ? 'COURIER_REFUSED' : 'COURIER_UNAVAILABLE';
  return new AppError(code, failure.reason.key, failure.reason.params);
}

export async function importPayouts(
  deps: Pick<AppDeps, 'config'>,
  db: Db,
  writer: OrderWriter,
  input: { courierId?: string },
): Promise<PayoutImportResult> {
  let accounts = await payoutAccounts(deps, db, writer.sellerId);
  if (input.courierId) {
    const [own] = await db
      .select({ id: couriers.id })
      .from(couriers)
      .where(and(eq(couriers.sellerId, writer.sellerId), eq(couriers.id, input.courierId)));
    if (!own) throw notFound();
    accounts = accounts.filter((a) => a.id === input.courierId);
    if (accounts.length === 0) {
      throw validationError({ courierId: { key: 'payoutsCourierNotSteadfast', params: {} } });
    }
  }
  if (accounts.length === 0) throw new AppError('CONFLICT', 'payoutsNoCourier');

  const total = noCounts();
  const results: PayoutImportCourier[] = [];
  const failures: Failed<StatusFailure>[] = [];
  for (const account of accounts) {
    const { counts, failure } = await importFrom(db, writer, account);
    for (const key of Object.keys(total) as (keyof Counts)[]) total[key] += counts[key];
    if (failure) failures.push(failure);
    results.push({
      id: account.id,
      name: account.name,
      ok: failure === null,
      payouts: counts.payouts,
      error: failure
        ? reply('payoutsCourierFailed', { courier: account.name, detail: failure.reason.text })
        : null,
    });
  }
  if (failures.length === accounts.length && total.payouts === 0 && total.marked === 0) {
    throw failureError(failures[0]!);
  }
  const message =
    total.payouts === 0
      ? reply('payoutsNothingNew', { marked: total.marked })
      : reply('payoutsImported', total);
  return { ...message, ...total, couriers: results };
}
