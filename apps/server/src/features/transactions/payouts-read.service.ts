import { type ListQuery, offsetOf, paged } from '@chalan/core';
import { PAYOUT_MATCHES, type PayoutMatch } from '@chalan/core/transactions/cod';
import type { PayoutFlag, PayoutsPage, PayoutView } from '@chalan/core/transactions/replies';
import { and, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { courierPayoutItems, courierPayouts, couriers, orders } from '../../db/schema/index.ts';
import { payoutCourierNames } from './payout-couriers.ts';

/** Flagged parcels shown per payout; the counts still count them all. */
export const MAX_FLAGGED = 100;

/**
 * The imported payouts, newest payment first, each with how its parcels matched and the ones that need a
 * look (paid differently from the order, or no order with that invoice).
 */
export async function listPayouts(db: Db, sellerId: string, query: ListQuery): Promise<PayoutsPage> {
  const [rows, [counted], payoutCouriers] = await Promise.all([
    db
      .select({ payout: courierPayouts, courierName: couriers.name })
      .from(courierPayouts)
      .innerJoin(
        couriers,
        and(eq(couriers.sellerId, courierPayouts.sellerId), eq(couriers.id, courierPayouts.courierId)),
      )
      .where(eq(courierPayouts.sellerId, sellerId))
      .orderBy(
        sql`${courierPayouts.paidAt} desc nulls last`,
        desc(courierPayouts.createdAt),
        desc(courierPayouts.id),
      )
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(courierPayouts).where(eq(courierPayouts.sellerId, sellerId)),
    payoutCourierNames(db, sellerId),
  ]);
  const ids = rows.map((r) => r.payout.id);
  const ofPage = and(eq(courierPayoutItems.sellerId, sellerId), inArray(courierPayoutItems.payoutId, ids));
  const [matches, flaggedRows] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .select({ payoutId: courierPayoutItems.payoutId, match: courierPayoutItems.match, n: count() })
            .from(courierPayoutItems)
            .where(ofPage)
            .groupBy(courierPayoutItems.payoutId, courierPayoutItems.match),
          db
            .select({ item: courierPayoutItems, orderCode: orders.code })
            .from(courierPayoutItems)
            .leftJoin(
              orders,
              and(
                eq(orders.sellerId, courierPayoutItems.sellerId),
                eq(orders.id, courierPayoutItems.orderId),
              ),
            )
            .where(and(ofPage, ne(courierPayoutItems.match, 'matched')))
            .orderBy(courierPayoutItems.payoutId, courierPayoutItems.match, courierPayoutItems.id),
        ]);

  const counts = new Map<string, Record<PayoutMatch, number>>();
  for (const m of matches) {
    const c = counts.get(m.payoutId) ?? (Object.fromEntries(PAYOUT_MATCHES.map((k) => [k, 0])) as never);
    c[m.match] = Number(m.n);
    counts.set(m.payoutId, c);
  }
  const flagged = new Map<string, PayoutFlag[]>();
  for (const { item, orderCode } of flaggedRows) {
    const list = flagged.get(item.payoutId) ?? [];
    if (list.length >= MAX_FLAGGED) continue;
    list.push({
      id: item.id,
      consignmentId: item.consignmentId,
      invoice: item.invoice,
      match: item.match as PayoutFlag['match'],
      paid: item.codAmount,
      expected: item.expectedAmount,
      order: item.orderId && orderCode !== null ? { id: item.orderId, code: orderCode } : null,
    });
    flagged.set(item.payoutId, list);
  }
  const items = rows.map(
    ({ payout: p, courierName }): PayoutView => ({
      id: p.id,
      courier: { id: p.courierId, name: courierName },
      externalId: p.externalId,
      amount: p.amount,
      paidAt: p.paidAt?.toISOString() ?? null,
      importedAt: p.createdAt.toISOString(),
      counts: counts.get(p.id) ?? { matched: 0, differs: 0, unmatched: 0 },
      flagged: flagged.get(p.id) ?? [],
    }),
  );
  return { ...paged(items, counted?.total ?? 0, query), couriers: payoutCouriers };
}
