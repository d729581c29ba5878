import { and, between, eq, isNull } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db } from '../db/client.ts';
import { orders, sellers } from '../db/schema/index.ts';
import type { OrderTokenLookup } from './order-token.ts';

/** The live sellers' orders a token may name: a range on each primary key (check each with `matches`). */
const tokenCandidates = (lookup: OrderTokenLookup) =>
  and(
    between(sellers.id, lookup.sellers.from, lookup.sellers.to),
    between(orders.sellerId, lookup.sellers.from, lookup.sellers.to),
    between(orders.id, lookup.orders.from, lookup.orders.to),
  );

/**
 * The live order a genuine token names (of a seller not deleted), with `columns` of the order and its
 * seller; null for any other token. Found by range on the primary keys, then checked by the token's MAC.
 */
export async function tokenOrder<T extends Record<string, PgColumn>>(
  db: Db,
  lookup: OrderTokenLookup | null,
  columns: T,
) {
  if (!lookup) return null;
  const fields = { ...columns, sellerId: orders.sellerId, orderId: orders.id, deletedAt: orders.deletedAt };
  // Drizzle cannot work out the row of a generic selection; it is exactly SelectResultFields of it.
  const candidates = (await db
    .select(fields)
    .from(orders)
    .innerJoin(sellers, and(eq(sellers.id, orders.sellerId), isNull(sellers.deletedAt)))
    .where(tokenCandidates(lookup))
    .limit(50)) as unknown as SelectResultFields<typeof fields>[];
  const order = candidates.find((candidate) => lookup.matches(candidate));
  return order && order.deletedAt === null ? order : null;
}
