import {
  type CourierChoiceQuery,
  type CourierChoiceReply,
  type CourierChoiceSettings,
  type CourierOption,
  suggestCourier,
} from '@chalan/core/couriers/choice';
import { defaultDeliveryCharge } from '@chalan/core/orders/delivery';
import { and, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-env.ts';
import { courierAccount } from '../../couriers/account.ts';
import { type Db, rowsOf } from '../../db/client.ts';
import { courierDistrictChoices, couriers, sellers } from '../../db/schema/index.ts';
import { fieldError } from '../../errors.ts';
import { reply } from '../../messages.ts';
import { courierQuote } from './courier-quotes.ts';

type Deps = Pick<AppDeps, 'config'>;
type CourierRow = typeof couriers.$inferSelect;

/**
 * Each courier's parcels to the district that ended: delivered (in whole or in part) or came back. A
 * parcel the seller called back (a cancel we asked for) is no fault of the courier's and is left out.
 * Couriers booked by hand have no parcels: their orders completed or returned after going out count.
 */
async function deliveryCounts(db: Db, sellerId: string, district: string) {
  const result = await db.execute(sql`
    select courier_id, count(*) filter (where delivered)::int as delivered, count(*)::int as final
    from (
      select p.courier_id, p.status in ('delivered', 'partial_delivered') as delivered
      from parcels p
      join orders o on o.seller_id = p.seller_id and o.id = p.order_id
      where p.seller_id = ${sellerId} and o.district = ${district}
        and p.status in ('delivered', 'partial_delivered', 'cancelled')
        and p.cancel_requested_at is null
      union all
      select o.courier_id, o.status = 'completed'
      from orders o
      join couriers c on c.seller_id = o.seller_id and c.id = o.courier_id and c.provider = 'none'
      where o.seller_id = ${sellerId} and o.district = ${district} and o.deleted_at is null
        and o.status in ('completed', 'returned') and o.courier_status <> 'none'
    ) ended
    group by courier_id`);
  const rows = rowsOf<{ courier_id: string; delivered: number; final: number }>(result);
  return new Map(rows.map((r) => [r.courier_id, { delivered: Number(r.delivered), final: Number(r.final) }]));
}

/** The courier's own price where its API gives one; else the seller's rate card (with why, if it failed). */
async function chargeOf(
  deps: Deps,
  courier: CourierRow,
  query: CourierChoiceQuery,
): Promise<Pick<CourierOption, 'chargePoisha' | 'chargeSource' | 'chargeNote'>> {
  const rateCard = {
    chargePoisha: defaultDeliveryCharge(courier, query.district),
    chargeSource: 'rate_card' as const,
  };
  const account = await courierAccount(deps, courier);
  if (!account?.adapter.quote) return rateCard;
  const outcome = await courierQuote(account, {
    district: query.district,
    thana: query.thana,
    weightGrams: query.weightGrams,
    codAmountPoisha: query.codPoisha,
    itemType: 'parcel',
  });
  if (outcome.ok) return { chargePoisha: outcome.chargePoisha, chargeSource: 'courier' };
  const { key, params, text } = outcome.reason;
  return { ...rateCard, chargeNote: { key, params, message: text } };
}

/** Whole percent, rounded half up with integers only. */
const percent = (part: number, whole: number) =>
  whole === 0 ? null : Math.floor((part * 200 + whole) / (whole * 2));

/**
 * For Start Order and the order edit form: every active courier's delivery rate to the district on the
 * seller's own parcels and its charge there, and the one the seller's rule picks.
 */
export async function courierChoice(
  deps: Deps,
  db: Db,
  sellerId: string,
  query: CourierChoiceQuery,
): Promise<CourierChoiceReply> {
  const [active, counts, [seller], [fixed]] = await Promise.all([
    db
      .select()
      .from(couriers)
      .where(and(eq(couriers.sellerId, sellerId), eq(couriers.status, true)))
      .orderBy(couriers.name),
    deliveryCounts(db, sellerId, query.district),
    db
      .select({ rule: sellers.courierChoiceRule, lastCourierId: sellers.lastCourierId })
      .from(sellers)
      .where(eq(sellers.id, sellerId)),
    db
      .select({ courierId: courierDistrictChoices.courierId })
      .from(courierDistrictChoices)
      .where(
        and(
          eq(courierDistrictChoices.sellerId, sellerId),
          eq(courierDistrictChoices.district, query.district),
        ),
      ),
  ]);
  const options = await Promise.all(
    active.map(async (courier): Promise<CourierOption> => {
      const ended = counts.get(courier.id) ?? { delivered: 0, final: 0 };
      return {
        courierId: courier.id,
        name: courier.name,
        provider: courier.provider,
        finalParcels: ended.final,
        deliveredParcels: ended.delivered,
        deliveryRate: percent(ended.delivered, ended.final),
        ...(await chargeOf(deps, courier, query)),
      };
    }),
  );
  const rule = seller?.rule ?? 'last_used';
  const suggestion = suggestCourier(options, rule, {
    fixedCourierId: fixed?.courierId,
    lastCourierId: seller?.lastCourierId,
  });
  return {
    district: query.district,
    rule,
    suggestedCourierId: suggestion?.courierId ?? null,
    suggestedBy: suggestion?.by ?? null,
    options,
  };
}

export async function courierChoiceSettings(db: Db, sellerId: string): Promise<CourierChoiceSettings> {
  const [[seller], districts] = await Promise.all([
    db.select({ rule: sellers.courierChoiceRule }).from(sellers).where(eq(sellers.id, sellerId)),
    db
      .select({ district: courierDistrictChoices.district, courierId: courierDistrictChoices.courierId })
      .from(courierDistrictChoices)
      .where(eq(courierDistrictChoices.sellerId, sellerId))
      .orderBy(courierDistrictChoices.district),
  ]);
  return { rule: seller?.rule ?? 'last_used', districts };
}

/** The rule and the fixed couriers, replaced as a whole; each fixed courier must be the seller's, active. */
export async function saveCourierChoiceSettings(db: Db, sellerId: string, input: CourierChoiceSettings) {
  const mine = await db
    .select({ id: couriers.id })
    .from(couriers)
    .where(and(eq(couriers.sellerId, sellerId), eq(couriers.status, true)));
  const known = new Set(mine.map((c) => c.id));
  const unknown = input.districts.findIndex((row) => !known.has(row.courierId));
  if (unknown >= 0) {
    throw fieldError('VALIDATION', `districts.${unknown}.courierId`, 'courierChoiceUnknownCourier');
  }
  await db.transaction(async (tx) => {
    await tx
      .update(sellers)
      .set({ courierChoiceRule: input.rule, updatedAt: sql`${sellers.updatedAt}` })
      .where(eq(sellers.id, sellerId));
    await tx.delete(courierDistrictChoices).where(eq(courierDistrictChoices.sellerId, sellerId));
    if (input.districts.length > 0) {
      await tx
        .insert(courierDistrictChoices)
        .values(
          input.districts.map((row) => ({ sellerId, district: row.district, courierId: row.courierId })),
        );
    }
  });
  return { ...reply('courierChoiceSaved'), settings: await courierChoiceSettings(db, sellerId) };
}
