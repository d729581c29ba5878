import { HOLD_DESK_STATUSES, HOLD_KINDS, type HoldKind, holdKind } from '@chalan/core/hold-desk/kinds';
import { holdActionRules, moneyAtRisk } from '@chalan/core/hold-desk/rules';
import type { HoldDesk, HoldDeskItem, HoldDeskSummary } from '@chalan/core/hold-desk/schemas';
import { and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { couriers, orders, parcelEvents, parcelNotes, parcels, users } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { reply } from '../../messages.ts';

/**
 * The hold desk (issue 17, item 5): the seller's live parcels that a courier reports on hold, failed,
 * partly delivered, returning or returned and not yet received back, across couriers, highest money at
 * risk first. Read from what the status sync and webhooks stored; no courier is called.
 */

const DAY = 86_400_000;

type ParcelRow = typeof parcels.$inferSelect;

/** The desk's parcels (or one of them): live, booked, active on a live order, in a desk status. */
async function deskRows(db: Db, sellerId: string, parcelId?: string) {
  return db
    .select({
      parcel: parcels,
      order: {
        id: orders.id,
        code: orders.code,
        name: orders.name,
        phone: orders.phone,
        thana: orders.thana,
        district: orders.district,
        payable: orders.payable,
        deliveryCharge: orders.deliveryCharge,
      },
      courier: { id: couriers.id, name: couriers.name, provider: couriers.provider },
    })
    .from(parcels)
    .innerJoin(
      orders,
      and(eq(orders.sellerId, parcels.sellerId), eq(orders.id, parcels.orderId), isNull(orders.deletedAt)),
    )
    .innerJoin(couriers, and(eq(couriers.sellerId, parcels.sellerId), eq(couriers.id, parcels.courierId)))
    .where(
      and(
        eq(parcels.sellerId, sellerId),
        eq(parcels.active, true),
        eq(parcels.booking, 'booked'),
        inArray(parcels.status, [...HOLD_DESK_STATUSES]),
        eq(orders.courierStatus, 'sent'),
        ...(parcelId ? [eq(parcels.id, parcelId)] : []),
      ),
    );
}

type DeskRow = Awaited<ReturnType<typeof deskRows>>[number];

const kindOf = (r: DeskRow) => holdKind(r.courier.provider, r.parcel.status, r.parcel.rawStatus);

/** Each parcel's latest words from its courier (our own notices are not the courier's). */
async function latestMessages(db: Db, sellerId: string, ids: string[]) {
  if (ids.length === 0) return new Map<string, { message: string | null; messageBn: string | null }>();
  const rows = await db
    .selectDistinctOn([parcelEvents.parcelId], {
      parcelId: parcelEvents.parcelId,
      message: parcelEvents.message,
      messageBn: parcelEvents.messageBn,
    })
    .from(parcelEvents)
    .where(
      and(
        eq(parcelEvents.sellerId, sellerId),
        inArray(parcelEvents.parcelId, ids),
        ne(parcelEvents.source, 'manual'),
        sql`coalesce(${parcelEvents.message}, ${parcelEvents.messageBn}) is not null`,
      ),
    )
    .orderBy(parcelEvents.parcelId, desc(parcelEvents.createdAt), desc(parcelEvents.id));
  return new Map(rows.map((r) => [r.parcelId, r]));
}

async function notesOf(db: Db, sellerId: string, ids: string[]) {
  const byParcel = new Map<string, HoldDeskItem['notes']>();
  if (ids.length === 0) return byParcel;
  const rows = await db
    .select({
      id: parcelNotes.id,
      parcelId: parcelNotes.parcelId,
      text: parcelNotes.text,
      createdAt: parcelNotes.createdAt,
      userId: users.id,
      userName: users.name,
    })
    .from(parcelNotes)
    .leftJoin(users, and(eq(users.sellerId, parcelNotes.sellerId), eq(users.id, parcelNotes.userId)))
    .where(and(eq(parcelNotes.sellerId, sellerId), inArray(parcelNotes.parcelId, ids)))
    .orderBy(desc(parcelNotes.createdAt), desc(parcelNotes.id));
  for (const r of rows) {
    const list = byParcel.get(r.parcelId) ?? [];
    list.push({
      id: r.id,
      text: r.text,
      user: r.userId && r.userName ? { id: r.userId, name: r.userName } : null,
      createdAt: r.createdAt.toISOString(),
    });
    byParcel.set(r.parcelId, list);
  }
  return byParcel;
}

/** Active couriers with an API, to count the others a returned parcel could go with. */
export async function apiCourierIds(db: Db, sellerId: string): Promise<string[]> {
  const rows = await db
    .select({ id: couriers.id })
    .from(couriers)
    .where(and(eq(couriers.sellerId, sellerId), eq(couriers.status, true), ne(couriers.provider, 'none')));
  return rows.map((r) => r.id);
}

/** The courier's id of the parcel, as its messages name it. */
export const parcelLabel = (p: Pick<ParcelRow, 'consignmentId' | 'trackingCode' | 'invoice'>) =>
  p.consignmentId ?? p.trackingCode ?? p.invoice;

function deskItem(
  r: DeskRow,
  kind: HoldKind,
  extra: {
    words?: { message: string | null; messageBn: string | null };
    notes: HoldDeskItem['notes'];
    apiCouriers: string[];
    now: number;
  },
): HoldDeskItem {
  const { parcel, order, courier } = r;
  const params = { courier: courier.name, parcel: parcelLabel(parcel) };
  const charge = parcel.deliveryCharge ?? order.deliveryCharge;
  const rules = holdActionRules({
    kind,
    status: parcel.status,
    provider: courier.provider,
    cancelState: parcel.cancelState,
    otherCouriers: extra.apiCouriers.filter((id) => id !== courier.id).length,
  });
  const actions = Object.fromEntries(
    Object.entries(rules).map(([action, rule]) => [
      action,
      { open: rule.open, reason: rule.open ? null : reply(rule.reason, params) },
    ]),
  ) as HoldDeskItem['actions'];
  const since = parcel.statusChangedAt ?? parcel.updatedAt;
  return {
    parcelId: parcel.id,
    orderId: order.id,
    code: order.code,
    parcel: parcelLabel(parcel),
    customerName: order.name,
    phone: order.phone,
    thana: order.thana,
    district: order.district,
    courier,
    kind,
    status: parcel.status,
    rawStatus: parcel.rawStatus,
    message: extra.words?.message ?? null,
    messageBn: extra.words?.messageBn ?? null,
    since: since.toISOString(),
    daysWaited: Math.max(0, Math.floor((extra.now - since.getTime()) / DAY)),
    payablePoisha: order.payable,
    chargePoisha: charge,
    atRiskPoisha: moneyAtRisk({ payable: order.payable, collected: parcel.collectedAmount, charge }),
    customerWillTakeAt: parcel.customerWillTakeAt?.toISOString() ?? null,
    returnAskedAt: parcel.cancelState ? (parcel.cancelRequestedAt?.toISOString() ?? null) : null,
    notes: extra.notes,
    actions,
  };
}

async function deskItems(db: Db, sellerId: string, parcelId?: string): Promise<HoldDeskItem[]> {
  const rows = (await deskRows(db, sellerId, parcelId)).flatMap((r) => {
    const kind = kindOf(r);
    return kind ? [{ r, kind }] : [];
  });
  const ids = rows.map(({ r }) => r.parcel.id);
  const [words, notes, apiCouriers] = await Promise.all([
    latestMessages(db, sellerId, ids),
    notesOf(db, sellerId, ids),
    apiCourierIds(db, sellerId),
  ]);
  const now = Date.now();
  return rows
    .map(({ r, kind }) =>
      deskItem(r, kind, {
        words: words.get(r.parcel.id),
        notes: notes.get(r.parcel.id) ?? [],
        apiCouriers,
        now,
      }),
    )
    .sort(
      (a, b) =>
        b.atRiskPoisha - a.atRiskPoisha ||
        (a.since ?? '').localeCompare(b.since ?? '') ||
        a.parcelId.localeCompare(b.parcelId),
    );
}

export async function holdDesk(db: Db, sellerId: string): Promise<HoldDesk> {
  return { items: await deskItems(db, sellerId) };
}

/** One parcel as the desk shows it, or null once it left the desk. */
export async function holdDeskItem(db: Db, sellerId: string, parcelId: string): Promise<HoldDeskItem | null> {
  return (await deskItems(db, sellerId, parcelId))[0] ?? null;
}

/** The overview card: how many parcels wait, per kind, and the money on them. */
export async function holdDeskSummary(db: Db, sellerId: string): Promise<HoldDeskSummary> {
  const rows = await deskRows(db, sellerId);
  const byKind = Object.fromEntries(HOLD_KINDS.map((k) => [k, 0])) as HoldDeskSummary['byKind'];
  let total = 0;
  let atRiskPoisha = 0;
  for (const r of rows) {
    const kind = kindOf(r);
    if (!kind) continue;
    byKind[kind] += 1;
    total += 1;
    const charge = r.parcel.deliveryCharge ?? r.order.deliveryCharge;
    atRiskPoisha += moneyAtRisk({ payable: r.order.payable, collected: r.parcel.collectedAmount, charge });
  }
  return { total, atRiskPoisha, byKind };
}

/** The seller's parcel on the desk, for an action; another seller's, or one not on the desk, is not found. */
export async function deskParcel(db: Db, sellerId: string, parcelId: string) {
  const [r] = await deskRows(db, sellerId, parcelId);
  const kind = r ? kindOf(r) : null;
  if (!r || !kind) throw notFound();
  return { ...r, kind };
}
