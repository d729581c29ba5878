import { z } from 'zod';
import { findDistrict, thanasOf } from '../locations/index.ts';
import { MESSAGES } from '../messages.ts';
import { mobilePhone } from '../profile/schemas.ts';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => v || undefined);

/** Customer Information (spec part 1 §5): mobile number, name and address required; thana belongs to the district. */
export const customerBodySchema = z
  .object({
    phone: mobilePhone,
    name: z
      .string({ error: MESSAGES.customerNameRequired })
      .trim()
      .min(1, { error: MESSAGES.customerNameRequired })
      .max(120),
    address: z
      .string({ error: MESSAGES.addressRequired })
      .trim()
      .min(1, { error: MESSAGES.addressRequired })
      .max(300),
    district: optionalText(60).refine((d) => !d || findDistrict(d), { error: MESSAGES.unknownDistrict }),
    thana: optionalText(80),
    link: optionalText(300).refine((v) => !v || /^https?:\/\/\S+$/i.test(v), { error: MESSAGES.invalidLink }),
  })
  .superRefine((c, ctx) => {
    if (c.thana && (!c.district || !thanasOf(c.district).includes(c.thana))) {
      ctx.addIssue({ code: 'custom', path: ['thana'], message: MESSAGES.thanaNotInDistrict });
    }
  });
export type CustomerBody = z.infer<typeof customerBodySchema>;
