import type { DeliveryStatus } from '@chalan/core';
import { and, eq, sql } from 'drizzle-orm';
import type { CourierPayment } from '../../couriers/types.ts';
import type { Db } from '../../db/client.ts';
import { courierPayoutItems, courierPayouts } from '../../db/schema/index.ts';
import { storeConsignments } from './payouts-import.service.ts';

/**
 * A courier paying for one parcel (Pathao's `order.paid`, `order.paid-return`): the parcel joins the
 * courier's payout of that payment id (made with its first parcel), matched and marked as an imported
 * payout's parcels are (no user: the courier said it), and the payout's amount grows by what was
 * collected less the fee. The same event again changes nothing.
 */
export async function recordParcelPayment(
  db: Db,
  courier: { sellerId: string; id: string },
  parcel: { invoice: string; consignmentId: string | null },
  payment: CourierPayment,
  status: DeliveryStatus,
): Promise<boolean> {
  const { sellerId } = courier;
  const ofCourier = (externalId: string) =>
    and(
      eq(courierPayouts.sellerId, sellerId),
      eq(courierPayouts.courierId, courier.id),
      eq(courierPayouts.externalId, externalId),
    );
  return db.transaction(async (tx) => {
    await tx
      .insert(courierPayouts)
      .values({
        sellerId,
        courierId: courier.id,
        externalId: payment.payoutId,
        amount: 0,
        courierStatus: 'paid',
        paidAt: payment.at,
      })
      .onConflictDoNothing();
    const [payout] = await tx
      .select({ id: courierPayouts.id })
      .from(courierPayouts)
      .where(ofCourier(payment.payoutId))
      .for('update');
    const [seen] = await tx
      .select({ id: courierPayoutItems.id })
      .from(courierPayoutItems)
      .where(
        and(
          eq(courierPayoutItems.sellerId, sellerId),
          eq(courierPayoutItems.payoutId, payout!.id),
          eq(courierPayoutItems.invoice, parcel.invoice),
        ),
      );
    if (seen) return false;
    await storeConsignments(
      tx,
      { sellerId, userId: null },
      { rowId: payout!.id, externalId: payment.payoutId, at: payment.at },
      [
        {
          consignmentId: parcel.consignmentId,
          invoice: parcel.invoice,
          trackingCode: null,
          codAmountPoisha: payment.collectedPoisha,
          deliveryChargePoisha: payment.chargePoisha,
          // A parcel that came back ('cancelled') collected nothing; its fee is still taken.
          status,
        },
      ],
    );
    await tx
      .update(courierPayouts)
      .set({ amount: sql`${courierPayouts.amount} + ${payment.collectedPoisha - payment.chargePoisha}` })
      .where(and(eq(courierPayouts.sellerId, sellerId), eq(courierPayouts.id, payout!.id)));
    return true;
  });
}
