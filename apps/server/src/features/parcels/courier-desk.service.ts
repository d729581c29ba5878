import type { CourierBalance, DeliveredCompletedReply } from '@chalan/core/parcels/replies';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../app-env.ts';
import { courierAccount } from '../../couriers/account.ts';
import type { Db } from '../../db/client.ts';
import { orders, parcels } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { reply } from '../../messages.ts';
import { sellerCourier } from '../couriers/couriers.service.ts';
import type { OrderWriter } from '../orders/orders-write.service.ts';
import { closeAtCourier } from '../orders/orders-write-status.service.ts';

type Deps = Pick<AppDeps, 'config'>;

/** The courier's balance with the merchant, asked now; a courier whose API has none is a 404. */
export async function courierBalance(deps: Deps, db: Db, sellerId: string, courierId: string) {
  const row = await sellerCourier(db, sellerId, courierId);
  const account = await courierAccount(deps, row);
  if (!account?.adapter.balance) throw new AppError('NOT_FOUND', 'notFound');
  const outcome = await account.adapter.balance(account.credentials, account.call);
  if (!outcome.ok) {
    const { key, params, text } = outcome.reason;
    return { key, params, message: text, balancePoisha: null } satisfies CourierBalance;
  }
  const params = { courier: row.name, balancePoisha: outcome.balancePoisha };
  return {
    ...reply('courierBalance', params),
    balancePoisha: outcome.balancePoisha,
  } satisfies CourierBalance;
}

/**
 * Bulk Complete: each chosen order whose parcel at this courier is delivered is completed (its courier
 * info cleared, as the row's Complete does); any other is left as it was, with why.
 */
export async function completeDelivered(
  deps: Deps,
  db: Db,
  writer: OrderWriter,
  courierId: string,
  orderIds: string[],
): Promise<DeliveredCompletedReply> {
  const courier = await sellerCourier(db, writer.sellerId, courierId);
  const rows = await db
    .select({ id: orders.id, code: orders.code, status: parcels.status })
    .from(orders)
    .innerJoin(
      parcels,
      and(
        eq(parcels.sellerId, orders.sellerId),
        eq(parcels.orderId, orders.id),
        eq(parcels.courierId, courierId),
        eq(parcels.active, true),
      ),
    )
    .where(and(eq(orders.sellerId, writer.sellerId), inArray(orders.id, orderIds)));
  const completed: string[] = [];
  const skipped: DeliveredCompletedReply['skipped'] = [];
  for (const row of rows) {
    if (row.status !== 'delivered') {
      skipped.push({
        code: row.code,
        reason: reply('parcelNotDelivered', { courier: courier.name, code: row.code }),
      });
      continue;
    }
    try {
      await closeAtCourier(deps, db, writer, row.id, 'completed');
      completed.push(row.code);
    } catch (error) {
      // Another user moved it meanwhile: say so for this order and go on with the others.
      if (!(error instanceof AppError)) throw error;
      skipped.push({ code: row.code, reason: reply(error.key, error.params) });
    }
  }
  const counts = { count: completed.length, skipped: skipped.length };
  const key = skipped.length ? 'deliveredOrdersCompletedSome' : 'deliveredOrdersCompleted';
  return { ...reply(key, counts), completed, skipped };
}
