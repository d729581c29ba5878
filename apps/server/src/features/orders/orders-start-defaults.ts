import type { StartOrderDefaults } from '@chalan/core/orders/replies';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { couriers, sellers } from '../../db/schema/index.ts';

/** Start Order's choices before the user makes any: the courier of the last saved order, while active. */
export async function startOrderDefaults(db: Db, sellerId: string): Promise<StartOrderDefaults> {
  const [row] = await db
    .select({ courierId: couriers.id })
    .from(sellers)
    .innerJoin(
      couriers,
      and(
        eq(couriers.sellerId, sellers.id),
        eq(couriers.id, sellers.lastCourierId),
        eq(couriers.status, true),
      ),
    )
    .where(eq(sellers.id, sellerId));
  return { courierId: row?.courierId ?? null };
}

/**
 * Remembers the courier of an order just saved (a setting, not a change of the business profile). The
 * same courier again writes nothing, so orders saved side by side do not queue on the seller's row.
 */
export async function rememberCourier(tx: Tx, sellerId: string, courierId: string) {
  await tx
    .update(sellers)
    .set({ lastCourierId: courierId, updatedAt: sql`${sellers.updatedAt}` })
    .where(and(eq(sellers.id, sellerId), sql`${sellers.lastCourierId} is distinct from ${courierId}`));
}
