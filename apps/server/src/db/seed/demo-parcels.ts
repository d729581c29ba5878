import type { ApiProvider } from '@chalan/core';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../app-env.ts';
import { sendOrder } from '../../features/dispatch/send.service.ts';
import { importPayouts } from '../../features/transactions/payouts-import.service.ts';
import type { Db } from '../client.ts';
import { orders, parcels } from '../schema/index.ts';
import { demoApiCouriers } from './demo-webhooks.ts';

/**
 * Where the demo's parcels stand at each courier, in its own words: on the way, on hold, failed,
 * delivered (some partly), coming back and returned — so every courier page, the hold desk and the
 * payouts have something to show from the first start.
 */
export const DEMO_PARCEL_STAGES: Record<ApiProvider, string[]> = {
  // The stages that matter most first: how many orders a courier has open depends on the hour.
  steadfast: [
    'hold',
    'delivered',
    'cancelled',
    'partial_delivered',
    'pending',
    'in_review',
    'delivered_approval_pending',
    'hold',
    'cancelled_approval_pending',
    'delivered',
  ],
  pathao: [
    'on-hold',
    'delivered',
    'returned',
    'delivery-failed',
    'partial-delivery',
    'in-transit',
    'picked',
    'pending',
    'delivered',
  ],
  redx: [
    'agent-hold',
    'delivered',
    'returned',
    'agent-returning',
    'delivery-in-progress',
    'ready-for-delivery',
    'pickup-pending',
    'delivered',
  ],
};

const control = (fakeUrl: string, path: string, body: unknown) =>
  fetch(`${fakeUrl}/_control${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/**
 * `npm run demo`, once: ready (then processing) orders of each demo courier but two are sent to the fake courier
 * (the real send: nothing is booked twice), the fake moves each to a stage of DEMO_PARCEL_STAGES (the news
 * comes back by webhook), Pathao pays for its settled parcels (order.paid) and Steadfast's payouts are
 * imported. Runs only while the demo seller has no parcel.
 */
export async function seedDemoParcels(deps: Pick<AppDeps, 'config'>, db: Db, fakeUrl: string) {
  const demo = await demoApiCouriers(db);
  if (!demo) return;
  const { admin } = demo;
  const [anyParcel] = await db
    .select({ id: parcels.id })
    .from(parcels)
    .where(eq(parcels.sellerId, admin.sellerId))
    .limit(1);
  if (anyParcel) return;
  const writer = { sellerId: admin.sellerId, userId: admin.id };
  // The couriers side by side: each books at its own pace.
  await Promise.all(
    demo.couriers.map(async ({ row: courier, provider, account }) => {
      const stages = DEMO_PARCEL_STAGES[provider];
      const open = await db
        .select({ id: orders.id, status: orders.status })
        .from(orders)
        .where(
          and(
            eq(orders.sellerId, admin.sellerId),
            eq(orders.courierId, courier.id),
            inArray(orders.status, ['ready', 'processing']),
            eq(orders.courierStatus, 'none'),
          ),
        )
        .orderBy(asc(orders.createdAt));
      // Ready orders first, then processing ones; the last two are left for the seller to send. An order
      // the courier refuses (too heavy for Pathao, say) gives its stage to the next.
      const byStatus = (status: string) => open.filter((o) => o.status === status);
      const candidates = [...byStatus('ready'), ...byStatus('processing')].slice(0, -2);
      let stage = 0;
      for (const order of candidates) {
        if (stage === stages.length) break;
        const sent = await sendOrder(deps, db, writer, order.id);
        if (sent.outcome !== 'sent' || !sent.consignmentId) continue;
        await control(fakeUrl, '/parcels/status', {
          courier: provider,
          id: sent.consignmentId,
          account,
          status: stages[stage++],
        });
      }
      if (provider === 'pathao') await control(fakeUrl, '/pathao/pay', { account });
    }),
  );
  // Steadfast settled its delivered and cancelled parcels into the day's payout: take it in.
  await importPayouts(deps, db, writer, {}).catch(() => undefined);
}
