import { z } from 'zod';
import { DISTRICT_NAMES, findDistrict } from '../locations/index.ts';
import { MESSAGE_KEY } from '../messages.ts';
import { messageReplySchema } from '../replies.ts';
import { COURIER_PROVIDERS } from './schemas.ts';

/**
 * How Start Order and the order edit form preselect a courier for a customer's district:
 * 'last_used' the courier of the seller's last saved order (the spec's behaviour, the default);
 * 'cheapest' the lowest charge; 'best_rate' the best delivery rate on the seller's own parcels there;
 * 'by_district' the courier the seller fixed for that district (elsewhere the cheapest).
 */
export const COURIER_CHOICE_RULES = ['last_used', 'cheapest', 'best_rate', 'by_district'] as const;
export type CourierChoiceRule = (typeof COURIER_CHOICE_RULES)[number];

/** Fewer final parcels than this in a district say too little: such a rate is shown, never ranked. */
export const MIN_PARCELS_FOR_RATE = 5;

const poisha = z.number().int().meta({ description: 'Poisha' });

const districtName = z
  .string({ error: MESSAGE_KEY.districtRequired })
  .trim()
  .min(1, { error: MESSAGE_KEY.districtRequired })
  .refine((name) => findDistrict(name) !== undefined, { error: MESSAGE_KEY.unknownDistrict })
  .transform((name) => findDistrict(name)!.district);

/** GET /api/couriers/choice: the customer's place and the parcel, for the couriers' charges. */
export const courierChoiceQuerySchema = z.object({
  district: districtName,
  thana: z.string().trim().max(100).optional().default(''),
  weightGrams: z.coerce.number().int().min(1).max(100_000).optional().default(500),
  codPoisha: z.coerce.number().int().min(0).max(100_000_000_00).optional().default(0),
});
export type CourierChoiceQuery = z.output<typeof courierChoiceQuerySchema>;

/** Where a courier's charge came from: its own API's price (Pathao, RedX) or the seller's rate card. */
export const CHARGE_SOURCES = ['courier', 'rate_card'] as const;
export type ChargeSource = (typeof CHARGE_SOURCES)[number];

export const courierOptionSchema = z
  .object({
    courierId: z.string(),
    name: z.string(),
    provider: z.enum(COURIER_PROVIDERS),
    /** The seller's own parcels with this courier to this district that ended. */
    finalParcels: z.number().int(),
    /** Of them, delivered in whole or in part. */
    deliveredParcels: z.number().int(),
    /** Whole percent, delivered ÷ final; null with no final parcel. */
    deliveryRate: z.number().int().nullable(),
    chargePoisha: poisha,
    chargeSource: z.enum(CHARGE_SOURCES),
    /** Set when the courier's price was asked for and did not come: why the rate card is shown. */
    chargeNote: messageReplySchema.optional(),
  })
  .meta({ id: 'CourierOption' });
export type CourierOption = z.output<typeof courierOptionSchema>;

export const courierChoiceReplySchema = z
  .object({
    district: z.string(),
    rule: z.enum(COURIER_CHOICE_RULES),
    /** The courier the rule picks; null when there is no active courier. */
    suggestedCourierId: z.string().nullable(),
    /** Why: the rule itself, or 'cheapest' where the rule could not decide (no fixed courier, …). */
    suggestedBy: z.enum(COURIER_CHOICE_RULES).nullable(),
    options: z.array(courierOptionSchema),
  })
  .meta({ id: 'CourierChoice' });
export type CourierChoiceReply = z.output<typeof courierChoiceReplySchema>;

/** The seller's rule, and the courier fixed per district (used by 'by_district'). */
export const courierChoiceSettingsSchema = z
  .object({
    rule: z.enum(COURIER_CHOICE_RULES, { error: MESSAGE_KEY.courierChoiceRuleInvalid }),
    districts: z
      .array(
        z.object({
          district: districtName,
          courierId: z.uuid({ error: MESSAGE_KEY.courierChoiceUnknownCourier }),
        }),
      )
      .max(DISTRICT_NAMES.length)
      .refine((rows) => new Set(rows.map((r) => r.district)).size === rows.length, {
        error: MESSAGE_KEY.courierChoiceDistrictOnce,
      }),
  })
  .meta({ id: 'CourierChoiceSettings' });
export type CourierChoiceSettings = z.output<typeof courierChoiceSettingsSchema>;

export const courierChoiceSettingsReplySchema = messageReplySchema.extend({
  settings: courierChoiceSettingsSchema,
});

/** A rate worth ranking: enough final parcels. */
const rankedRate = (o: CourierOption) =>
  o.finalParcels >= MIN_PARCELS_FOR_RATE && o.deliveryRate !== null ? o.deliveryRate : -1;

const cheapestFirst = (a: CourierOption, b: CourierOption) =>
  a.chargePoisha - b.chargePoisha || rankedRate(b) - rankedRate(a) || a.name.localeCompare(b.name);

const bestRateFirst = (a: CourierOption, b: CourierOption) =>
  rankedRate(b) - rankedRate(a) || a.chargePoisha - b.chargePoisha || a.name.localeCompare(b.name);

export interface CourierSuggestion {
  courierId: string;
  /** The rule that decided: the seller's own, or 'cheapest' where it could not. */
  by: CourierChoiceRule;
}

/**
 * The courier the seller's rule picks among the options. Where the rule cannot decide (no rate with
 * enough parcels, no fixed courier for the district, the last one inactive) the cheapest is picked.
 */
export function suggestCourier(
  options: readonly CourierOption[],
  rule: CourierChoiceRule,
  context: { fixedCourierId?: string | null; lastCourierId?: string | null },
): CourierSuggestion | null {
  if (options.length === 0) return null;
  const has = (id: string | null | undefined) => (id ? options.some((o) => o.courierId === id) : false);
  if (rule === 'last_used' && has(context.lastCourierId))
    return { courierId: context.lastCourierId!, by: rule };
  if (rule === 'by_district' && has(context.fixedCourierId))
    return { courierId: context.fixedCourierId!, by: rule };
  const byRate = rule === 'best_rate' && options.some((o) => rankedRate(o) >= 0);
  const [first] = [...options].sort(byRate ? bestRateFirst : cheapestFirst);
  return { courierId: first!.courierId, by: byRate ? 'best_rate' : 'cheapest' };
}
