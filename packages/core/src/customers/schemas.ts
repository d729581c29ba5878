import { z } from 'zod';
import { toLatinDigits } from '../digits.ts';
import { findDistrict, thanasOf } from '../locations/index.ts';
import { MESSAGE_KEY } from '../messages.ts';
import { normalizePhone } from '../phone.ts';
import { mobilePhone } from '../profile/schemas.ts';
import { lineText } from '../text.ts';

/** Blank, null or absent are all "not given". */
const optionalText = (max: number) =>
  lineText()
    .max(max)
    .nullish()
    .transform((v) => v || undefined);

/** Customer Information (spec part 1 §5): mobile number, name and address required; thana belongs to the district. */
export const customerBodySchema = z
  .object({
    phone: mobilePhone,
    name: lineText(MESSAGE_KEY.customerNameRequired)
      .min(1, { error: MESSAGE_KEY.customerNameRequired })
      .max(120),
    address: lineText(MESSAGE_KEY.addressRequired).min(1, { error: MESSAGE_KEY.addressRequired }).max(300),
    district: optionalText(60).refine((d) => !d || findDistrict(d), { error: MESSAGE_KEY.unknownDistrict }),
    thana: optionalText(80),
    link: optionalText(300).refine((v) => !v || /^https?:\/\/\S+$/i.test(v), {
      error: MESSAGE_KEY.invalidLink,
    }),
  })
  .superRefine((c, ctx) => {
    if (c.thana && (!c.district || !thanasOf(c.district).includes(c.thana))) {
      ctx.addIssue({ code: 'custom', path: ['thana'], message: MESSAGE_KEY.thanaNotInDistrict });
    }
  });
export type CustomerBody = z.infer<typeof customerBodySchema>;

export const CUSTOMER_IMAGE_MAX_BYTES = 1024 * 1024;

/**
 * The customer search rule (spec part 1 §5): text made only of digits (spaces, dashes and a leading +
 * allowed; Bangla or Latin digits) is a phone search, anything else a name search. Returns the Latin
 * digits to look for, or null.
 */
export function phoneSearchDigits(text: string): string | null {
  const trimmed = toLatinDigits(text.trim());
  if (!/^\+?[\d\s-]+$/.test(trimmed)) return null;
  const digits = normalizePhone(trimmed);
  return /^\d+$/.test(digits) ? digits : null;
}

/** GET /api/customers/search?q= — a name or (part of) a mobile number. */
export const customerSearchQuerySchema = z.object({
  q: lineText(MESSAGE_KEY.customerSearchRequired)
    .min(1, { error: MESSAGE_KEY.customerSearchRequired })
    .max(100),
});
