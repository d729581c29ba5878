import { timingSafeEqual } from 'node:crypto';
import type { ApiProvider } from '@chalan/core';
import { and, eq, or, type SQL } from 'drizzle-orm';
import type { AppDeps } from '../../app-env.ts';
import { type CourierAccount, courierAccount } from '../../couriers/account.ts';
import type { WebhookEvent } from '../../couriers/index.ts';
import type { CourierPayment } from '../../couriers/types.ts';
import type { Db } from '../../db/client.ts';
import { couriers, parcels } from '../../db/schema/index.ts';
import { recordParcelPayment } from '../transactions/parcel-payments.service.ts';
import { applyParcelNews } from './parcel-status.service.ts';

type CourierRow = typeof couriers.$inferSelect;

export const sameSecret = (given: string | undefined | null, expected: string | null) => {
  if (!given || !expected) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** The courier account a webhook URL names (by id, or by the secret in RedX's URL), of that provider. */
export async function webhookCourier(
  db: Db,
  provider: ApiProvider,
  by: { id: string } | { token: string },
): Promise<CourierRow | undefined> {
  const match = 'id' in by ? eq(couriers.id, by.id) : eq(couriers.webhookToken, by.token);
  const [row] = await db
    .select()
    .from(couriers)
    .where(and(match, eq(couriers.provider, provider)));
  return row;
}

/**
 * The parcel a webhook speaks of: by the courier's consignment id or our invoice (each indexed), among this
 * courier's parcels. Every courier's webhook names the consignment id (RedX's tracking id is both); the
 * tracking code, not indexed, is looked at only without one.
 */
async function parcelOf(
  db: Db,
  courier: CourierRow,
  event: Extract<WebhookEvent, { kind: 'status' | 'tracking' | 'paid' }>,
) {
  const ids: SQL[] = [];
  if (event.consignmentId) ids.push(eq(parcels.consignmentId, event.consignmentId));
  else if (event.trackingCode) ids.push(eq(parcels.trackingCode, event.trackingCode));
  if (event.invoice) ids.push(eq(parcels.invoice, event.invoice));
  if (ids.length === 0) return undefined;
  const [parcel] = await db
    .select()
    .from(parcels)
    .where(and(eq(parcels.sellerId, courier.sellerId), eq(parcels.courierId, courier.id), or(...ids)));
  return parcel;
}

/**
 * A courier's payment for a parcel (Pathao's order.paid): its secret is shared by every merchant, so the
 * parcel is read from the courier first, and the payment is kept only for a parcel it has.
 */
async function receivePayment(
  db: Db,
  courier: CourierRow,
  account: CourierAccount,
  parcel: typeof parcels.$inferSelect,
  payment: CourierPayment,
): Promise<'applied' | 'ignored'> {
  const ref = {
    invoice: parcel.invoice,
    consignmentId: parcel.consignmentId,
    trackingCode: parcel.trackingCode,
  };
  const found = await account.adapter.findParcel(account.credentials, ref, account.call);
  if (!found.ok) return 'ignored';
  await applyParcelNews(db, parcel, {
    status: found.status,
    rawStatus: found.rawStatus,
    source: 'webhook',
    collectedPoisha: payment.collectedPoisha,
    chargePoisha: payment.chargePoisha,
  });
  await recordParcelPayment(db, courier, parcel, payment, found.status);
  return 'applied';
}

/**
 * A webhook call that passed its authentication. Steadfast's is per merchant (its Bearer token), so its
 * status is taken as said; Pathao's secret is shared and RedX signs nothing, so their news is only a
 * signal: the parcel's status is asked from the courier and that answer is stored.
 */
export async function receiveWebhook(
  deps: Pick<AppDeps, 'config'>,
  db: Db,
  courier: CourierRow,
  event: WebhookEvent,
): Promise<'applied' | 'ignored'> {
  if (event.kind === 'handshake') return 'ignored';
  const parcel = await parcelOf(db, courier, event);
  if (!parcel) return 'ignored';
  if (courier.provider === 'steadfast' && event.kind === 'status') {
    await applyParcelNews(db, parcel, {
      status: event.status,
      rawStatus: event.rawStatus,
      at: event.at,
      source: 'webhook',
      ...(event.message ? { message: event.message } : {}),
      consignmentId: event.consignmentId ?? null,
      trackingCode: event.trackingCode ?? null,
      collectedPoisha: event.collectedPoisha,
      chargePoisha: event.chargePoisha,
    });
    return 'applied';
  }
  const account = await courierAccount(deps, courier);
  if (!account) return 'ignored';
  if (event.kind === 'paid') return receivePayment(db, courier, account, parcel, event.payment);
  const found = await account.adapter.findParcel(
    account.credentials,
    {
      invoice: parcel.invoice,
      consignmentId: parcel.consignmentId ?? event.consignmentId ?? null,
      trackingCode: parcel.trackingCode ?? event.trackingCode ?? null,
    },
    account.call,
  );
  if (!found.ok) return 'ignored';
  await applyParcelNews(db, parcel, {
    status: found.status,
    rawStatus: found.rawStatus,
    source: 'webhook',
    ...(event.message ? { message: event.message } : {}),
    ...('messageBn' in event && event.messageBn ? { messageBn: event.messageBn } : {}),
    consignmentId: found.consignmentId ?? event.consignmentId ?? null,
    trackingCode: found.trackingCode ?? event.trackingCode ?? null,
    // The courier's own reading first; a webhook's figures where the look-up has none (Pathao).
    collectedPoisha: found.collectedPoisha ?? (event.kind === 'status' ? event.collectedPoisha : undefined),
    chargePoisha: found.chargePoisha ?? (event.kind === 'status' ? event.chargePoisha : undefined),
  });
  return 'applied';
}
