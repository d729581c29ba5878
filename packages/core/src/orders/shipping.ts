import { z } from 'zod';
import type { ApiProvider } from '../couriers/schemas.ts';
import { MESSAGE_KEY } from '../messages.ts';
import type { Grams } from '../weight.ts';

/**
 * How an order travels, kept on every order and sent to the courier whose API has the option:
 * Steadfast's delivery_type (0 home delivery, 1 point / hub pick-up, where the customer collects it) and
 * Pathao's item_type (2 parcel, 1 document). The defaults are what every parcel went out as before.
 */
export const DELIVERY_TYPES = ['home', 'hub'] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];

export const ITEM_TYPES = ['parcel', 'document'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

export const deliveryTypeSchema = z.enum(DELIVERY_TYPES, { error: MESSAGE_KEY.deliveryTypeInvalid });
export const itemTypeSchema = z.enum(ITEM_TYPES, { error: MESSAGE_KEY.itemTypeInvalid });

/** The heaviest parcel a courier's API takes, where its contract names one (Pathao: 0.5–10 kg). */
export const COURIER_MAX_WEIGHT_GRAMS: Partial<Record<ApiProvider, Grams>> = { pathao: 10_000 };
