import { and, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { refreshRuns } from '../../db/schema/index.ts';

/** A Refresh not finished whose instance still renews its lease (one that died leaves it to run out). */
export const liveRefresh = () => and(isNull(refreshRuns.finishedAt), gt(refreshRuns.leaseUntil, sql`now()`));

/** The couriers (`<sellerId>/<courierId>`) whose Refresh is running on any instance. */
export async function refreshingCouriers(db: Db): Promise<Set<string>> {
  const rows = await db
    .select({ sellerId: refreshRuns.sellerId, courierId: refreshRuns.courierId })
    .from(refreshRuns)
    .where(liveRefresh());
  return new Set(rows.map((r) => `${r.sellerId}/${r.courierId}`));
}
