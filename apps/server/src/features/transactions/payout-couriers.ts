import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { AppDeps } from '../../app-env.ts';
import { type CourierAccount, courierAccount } from '../../couriers/account.ts';
import type { Db } from '../../db/client.ts';
import { couriers } from '../../db/schema/index.ts';

/** Couriers whose API can list payouts (Steadfast's GET /payments) and that have keys stored. */
const canPayOut = (sellerId: string) =>
  and(
    eq(couriers.sellerId, sellerId),
    eq(couriers.provider, 'steadfast'),
    isNotNull(couriers.credentialsEncrypted),
  );

/** The seller's couriers payouts can be imported from, by name (no credentials read). */
export async function payoutCourierNames(db: Db, sellerId: string) {
  return db
    .select({ id: couriers.id, name: couriers.name })
    .from(couriers)
    .where(canPayOut(sellerId))
    .orderBy(asc(couriers.createdAt), asc(couriers.id));
}

/** Those couriers with their credentials read, ready to be asked; a courier whose keys cannot be read is left out. */
export async function payoutAccounts(deps: Pick<AppDeps, 'config'>, db: Db, sellerId: string) {
  const rows = await db
    .select()
    .from(couriers)
    .where(canPayOut(sellerId))
    .orderBy(asc(couriers.createdAt), asc(couriers.id));
  const accounts = await Promise.all(rows.map((row) => courierAccount(deps, row)));
  return accounts.filter(
    (a): a is CourierAccount => a !== null && Boolean(a.adapter.payouts && a.adapter.payout),
  );
}
