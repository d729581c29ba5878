import { z } from 'zod';
import { toLatinDigits } from '../digits.ts';
import { STORE_DISTRICTS, thanasOf } from '../locations/index.ts';
import { MESSAGE_KEY } from '../messages.ts';
import { mobilePhone } from '../profile/schemas.ts';
import { lineText } from '../text.ts';
import { optionalMobile, optionalText, requiredText } from './fields.ts';

/** The eight district labels of the store form (spec part 2 §9), stored as the seller chose them. */
export const STORE_DISTRICT_LABELS: readonly string[] = STORE_DISTRICTS.map((d) => d.label);

export function isStoreDistrict(label: string): boolean {
  return STORE_DISTRICT_LABELS.includes(label);
}

/** The thanas a store in this district may name as its area (none for an unknown label). */
export function storeAreasOf(label: string | null | undefined): string[] {
  const option = STORE_DISTRICTS.find((d) => d.label === label);
  return option ? thanasOf(option.district) : [];
}

const district = lineText(MESSAGE_KEY.districtRequired)
  .min(1, { error: MESSAGE_KEY.districtRequired, abort: true })
  .refine(isStoreDistrict, { error: MESSAGE_KEY.storeDistrictInvalid });

const zip = lineText()
  .nullish()
  .transform((v) => (v ? toLatinDigits(v) : null))
  .refine((v) => v === null || /^\d{4}$/.test(v), { error: MESSAGE_KEY.zipInvalid });

const storeName = requiredText(MESSAGE_KEY.nameRequired, 120);
const address = 300;
const area = 80;

/** The area, when given, must be a thana of the chosen district (the form offers only those). */
function areaOfDistrict(value: { district: string; area: string | null }, ctx: z.RefinementCtx) {
  if (value.area && !storeAreasOf(value.district).includes(value.area))
    ctx.addIssue({ code: 'custom', path: ['area'], message: MESSAGE_KEY.areaNotInDistrict });
}

/** Add Store (spec part 2 §5): district is required, and a store always needs its name (the invoice sender). */
export const createStoreBodySchema = z
  .object({
    name: storeName,
    phone: optionalMobile,
    address: optionalText(address),
    district,
    area: optionalText(area),
    zip,
    status: z.boolean().default(true),
  })
  .superRefine(areaOfDistrict);
export type CreateStoreBody = z.infer<typeof createStoreBodySchema>;
export type StoreInput = z.input<typeof createStoreBodySchema>;

/** Edit Store (spec part 2 §5): name, phone, address, district and area are required; zip is optional. */
export const updateStoreBodySchema = z
  .object({
    name: storeName,
    phone: mobilePhone,
    address: requiredText(MESSAGE_KEY.addressRequired, address),
    district,
    area: requiredText(MESSAGE_KEY.areaRequired, area),
    zip,
    status: z.boolean().default(true),
  })
  .superRefine(areaOfDistrict);
export type UpdateStoreBody = z.infer<typeof updateStoreBodySchema>;
