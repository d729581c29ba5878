import type { OrderStatus } from '@chalan/core';
import { roundToTaka } from '@chalan/core/money';
import type { CustomerAnswer } from '@chalan/core/sms/schemas';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { orderLines, orders, parcels, sellers } from '../../db/schema/index.ts';
import { tokenOrder } from '../../lib/order-token-query.ts';
import { uploadUrl } from '../../lib/uploads.ts';
import { lockOrder } from '../orders/order-access.ts';
import { appendOrderEvent, moveOrder, updateOrder } from '../orders/order-moves.ts';
import { trackingUrl } from '../tracking/tracking-link.ts';
import { confirmKeys, readConfirmToken } from './confirm-link.ts';

/**
 * Where the order stands for its customer: open to answer; answered (once, by this link or another); with
 * a courier already (sent); or closed by the shop.
 */
export type ConfirmState = 'open' | 'answered' | 'sent' | 'closed';

/** What the page shows: the order's items and amount, and nothing else of the seller's data. */
export interface ConfirmView {
  seller: { name: string; logoUrl: string | null; phone: string | null };
  code: string;
  customerName: string;
  items: { name: string; qty: number }[];
  /** What the rider will collect, whole taka (poisha). */
  payable: number;
  state: ConfirmState;
  answer: CustomerAnswer | null;
  answeredAt: Date | null;
  expiresAt: Date;
  /** The parcel's tracking page, once a courier has it. */
  trackingUrl: string | null;
}

export type ConfirmResult =
  | { kind: 'missing' }
  | { kind: 'expired'; seller: ConfirmView['seller'] }
  | { kind: 'found'; view: ConfirmView };

type Keys = Pick<Config, 'AUTH_SECRET' | 'APP_URL'>;

const OPEN: readonly OrderStatus[] = ['processing', 'ready'];

/** The order a genuine token names, with what the page needs and the link's expiry (null otherwise). */
async function confirmOrder(db: Db, config: Keys, token: string) {
  const lookup = readConfirmToken(confirmKeys(config.AUTH_SECRET), token);
  const order = await tokenOrder(db, lookup, {
    code: orders.code,
    name: orders.name,
    status: orders.status,
    courierStatus: orders.courierStatus,
    payable: orders.payable,
    customerAnswer: orders.customerAnswer,
    customerAnsweredAt: orders.customerAnsweredAt,
    sellerName: sellers.name,
    sellerPhone: sellers.phone,
    logoPath: sellers.logoPath,
  });
  return order && lookup ? { ...order, expiresAt: lookup.expiresAt } : null;
}

type TokenOrder = NonNullable<Awaited<ReturnType<typeof confirmOrder>>>;

/** A parcel being booked, or with a courier: the customer can no longer stop it from this page. */
async function withCourier(db: Db, order: Pick<TokenOrder, 'sellerId' | 'orderId' | 'courierStatus'>) {
  if (order.courierStatus === 'sent') return true;
  const [parcel] = await db
    .select({ id: parcels.id })
    .from(parcels)
    .where(
      and(
        eq(parcels.sellerId, order.sellerId),
        eq(parcels.orderId, order.orderId),
        or(inArray(parcels.booking, ['sending', 'unconfirmed']), eq(parcels.active, true)),
      ),
    )
    .limit(1);
  return parcel !== undefined;
}

async function stateOf(db: Db, order: TokenOrder): Promise<ConfirmState> {
  if (order.customerAnswer) return 'answered';
  if (await withCourier(db, order)) return 'sent';
  return OPEN.includes(order.status) ? 'open' : 'closed';
}

async function viewOf(db: Db, config: Keys, order: TokenOrder): Promise<ConfirmView> {
  const state = await stateOf(db, order);
  const items = await db
    .select({ name: orderLines.name, qty: orderLines.qty })
    .from(orderLines)
    .where(and(eq(orderLines.sellerId, order.sellerId), eq(orderLines.orderId, order.orderId)))
    .orderBy(asc(orderLines.position));
  return {
    seller: { name: order.sellerName, logoUrl: uploadUrl(order.logoPath), phone: order.sellerPhone },
    code: order.code,
    customerName: order.name,
    items,
    payable: roundToTaka(order.payable) * 100,
    state,
    answer: order.customerAnswer,
    answeredAt: order.customerAnsweredAt,
    expiresAt: order.expiresAt,
    trackingUrl: state === 'sent' ? trackingUrl(config, order) : null,
  };
}

/** What the link shows now: missing for anything but a genuine token of a live order; expired after its time. */
export async function loadConfirm(
  db: Db,
  config: Keys,
  token: string,
  now = new Date(),
): Promise<ConfirmResult> {
  const order = await confirmOrder(db, config, token);
  return order ? resultOf(db, config, order, now) : { kind: 'missing' };
}

async function resultOf(db: Db, config: Keys, order: TokenOrder, now: Date): Promise<ConfirmResult> {
  const view = await viewOf(db, config, order);
  // An answer stays visible after the link expires: the customer may come back to check it.
  if (view.state !== 'answered' && now > order.expiresAt) return { kind: 'expired', seller: view.seller };
  return { kind: 'found', view };
}

export type AnswerResult = ConfirmResult | { kind: 'refused'; view: ConfirmView };

/**
 * The customer's answer, once: confirmed is noted on the order; cancelled cancels the order (its goods
 * back in stock) as long as no courier has it. A second answer (the link used again), an expired link or
 * an order already with a courier changes nothing.
 */
export async function answerConfirm(
  db: Db,
  config: Keys,
  token: string,
  answer: CustomerAnswer,
  now = new Date(),
): Promise<AnswerResult> {
  const order = await confirmOrder(db, config, token);
  if (!order) return { kind: 'missing' };
  const found = await resultOf(db, config, order, now);
  if (found.kind !== 'found') return found;
  if (found.view.state !== 'open') return { kind: 'refused', view: found.view };
  const refused = await db.transaction(async (tx) => {
    const locked = await lockOrder(tx, order.sellerId, order.orderId);
    // Looked at again under the lock: a send or an answer may have come in since the page was read.
    if (
      locked.customerAnswer ||
      !OPEN.includes(locked.status) ||
      (await withCourier(tx, { ...order, courierStatus: locked.courierStatus }))
    )
      return true;
    const system = { sellerId: order.sellerId, userId: null };
    const changes = { customerAnswer: { from: null, to: answer } };
    await updateOrder(tx, system, locked, { customerAnswer: answer, customerAnsweredAt: now });
    if (answer === 'cancelled')
      await moveOrder(tx, system, locked, 'cancelled', { changes, eventKind: 'customer' });
    else await appendOrderEvent(tx, system, locked.id, { kind: 'customer', changes });
    return false;
  });
  // Read again: the page shows the order as it is now, whoever changed it.
  const after = await loadConfirm(db, config, token, now);
  if (after.kind !== 'found') return after;
  return refused ? { kind: 'refused', view: after.view } : after;
}
