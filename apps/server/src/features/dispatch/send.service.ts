import type { MessageKey } from '@chalan/core';
import type { OrderSent } from '@chalan/core/dispatch/replies';
import type { AppDeps } from '../../app-env.ts';
import type { CourierMessage, CreateOutcome } from '../../couriers/index.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { reply } from '../../messages.ts';
import type { OrderWriter } from '../orders/orders-write.service.ts';
import { type Claim, claimOrder, dropBooking, markUnconfirmed, settleBooked } from './booking.ts';

export type BookClaim = Extract<Claim, { kind: 'book' }>;

/** What became of one order: sent (with the messages to show), or failed with the courier's reason. */
export type SendResult = OrderSent | { outcome: 'failed'; code: string; error: AppError };

const note = reply;

/** Reasons that mean the courier was not reached or gave no usable answer. */
const NOT_REACHED = new Set<MessageKey>(['courierTimedOut', 'courierUnreachable', 'courierUnexpectedReply']);

/** The answer may have been lost after the courier booked the parcel. */
const UNKNOWN = new Set(['timeout', 'unreachable', 'unexpected']);

/** Steadfast can find a parcel by our invoice: the booked parcel, 'absent', or null when it cannot tell. */
async function lookUp(claim: BookClaim): Promise<CreateOutcome | 'absent' | null> {
  const { adapter, credentials, call, provider } = claim.account;
  if (provider !== 'steadfast') return null;
  const found = await adapter.findParcel(credentials, { invoice: claim.code }, call);
  if (found.ok) {
    const { status, rawStatus, consignmentId = null, trackingCode = null } = found;
    return { ok: true, parcel: { invoice: claim.code, consignmentId, trackingCode, status, rawStatus } };
  }
  return found.failure === 'not_found' ? 'absent' : null;
}

/** After an answer that never came: did the courier book it? (Steadfast is asked; others stay unknown.) */
export async function resolveLostAnswer(claim: BookClaim, outcome: CreateOutcome): Promise<CreateOutcome> {
  if (outcome.ok || !UNKNOWN.has(outcome.failure)) return outcome;
  const after = await lookUp(claim);
  if (after === 'absent') return { ...outcome, failure: 'rejected' };
  return after ?? outcome;
}

/**
 * The courier's answer for the claimed parcel. An attempt whose answer never came asks first (Steadfast
 * finds a parcel by our invoice; Pathao and RedX refuse the same merchant order id as a duplicate, which
 * tells the same); a fresh one books, and a lost answer is looked up before the send is reported.
 */
async function bookWithCourier(claim: BookClaim): Promise<CreateOutcome> {
  if (claim.resumed) {
    const earlier = await lookUp(claim);
    if (earlier && earlier !== 'absent') return earlier;
  }
  const { adapter, credentials, call } = claim.account;
  return resolveLostAnswer(claim, await adapter.createParcel(credentials, claim.request, call));
}

function failedWith(
  code: string,
  key: MessageKey,
  reason: CourierMessage,
  status: 'REFUSED' | 'UNAVAILABLE',
) {
  const error = new AppError(`COURIER_${status}`, key, {
    ...reason.params,
    code,
    detail: reason.text,
  });
  return { outcome: 'failed' as const, code, error };
}

/** Books the claimed parcel and records what happened; never leaves the order half-sent. */
export async function completeClaim(db: Db, writer: OrderWriter, claim: BookClaim): Promise<SendResult> {
  return recordOutcome(db, writer, claim, await bookWithCourier(claim));
}

/** Stores the courier's answer: booked (also "already had it"), unconfirmed, or nothing changed. */
export async function recordOutcome(
  db: Db,
  writer: OrderWriter,
  claim: BookClaim,
  outcome: CreateOutcome,
): Promise<SendResult> {
  const lead = claim.newCode ? [note('newOrderIdGenerated')] : [];
  if (outcome.ok) {
    await settleBooked(db, writer, claim, outcome.parcel);
    return {
      outcome: 'sent',
      code: claim.code,
      consignmentId: outcome.parcel.consignmentId,
      messages: [...lead, note('orderSentToCourier')],
    };
  }
  if (outcome.failure === 'duplicate') {
    // The courier booked it on an earlier attempt whose answer was lost; its ids come with its updates.
    const parcel = {
      invoice: claim.code,
      consignmentId: null,
      trackingCode: null,
      status: 'pending' as const,
      rawStatus: '',
    };
    await settleBooked(db, writer, claim, parcel);
    return {
      outcome: 'sent',
      code: claim.code,
      consignmentId: null,
      messages: [
        ...lead,
        note('orderSentToCourier'),
        note('courierIdsPending', { courier: claim.account.name, code: claim.code }),
      ],
    };
  }
  if (UNKNOWN.has(outcome.failure)) {
    await markUnconfirmed(db, writer.sellerId, claim.parcelId);
    return failedWith(claim.code, 'courierBookingUnconfirmed', outcome.reason, 'UNAVAILABLE');
  }
  await dropBooking(db, writer.sellerId, claim.parcelId);
  // Nothing was booked; whether the courier said no or could not be reached decides the HTTP status.
  const unreachable = NOT_REACHED.has(outcome.reason.key);
  return failedWith(claim.code, 'failedToSendOrder', outcome.reason, unreachable ? 'UNAVAILABLE' : 'REFUSED');
}

/** "Send to {courier}" for one order. */
export async function sendOrder(
  deps: Pick<AppDeps, 'config'> & { jobs?: Pick<AppDeps['jobs'], 'sms'> },
  db: Db,
  writer: OrderWriter,
  orderId: string,
  options: { confirmLiveParcel?: boolean } = {},
): Promise<SendResult> {
  const claim = await claimOrder(deps, db, writer, orderId, options);
  if (claim.kind === 'manual') {
    return {
      outcome: 'ready',
      code: claim.code,
      consignmentId: null,
      messages: [note('orderReadyNoApi', { courier: claim.courierName })],
    };
  }
  const result = await completeClaim(db, writer, claim);
  // A booking may have queued the customer's tracking SMS.
  if (result.outcome === 'sent') deps.jobs?.sms.kick();
  return result;
}
