import { z } from 'zod';
import { MESSAGE_KEY } from '../messages.ts';
import { languageSchema } from '../preferences.ts';
import { lineText } from '../text.ts';

const email = lineText(MESSAGE_KEY.invalidEmail)
  .toLowerCase()
  .pipe(z.email({ error: MESSAGE_KEY.invalidEmail }));
const password = z
  .string({ error: MESSAGE_KEY.passwordTooShort })
  .min(8, { error: MESSAGE_KEY.passwordTooShort })
  .max(128, { error: MESSAGE_KEY.textTooLong });

export const registerMerchantBodySchema = z.object({
  shopName: lineText(MESSAGE_KEY.shopNameRequired).min(1, { error: MESSAGE_KEY.shopNameRequired }).max(120),
  email,
  password,
  /** The language the user registered in: their screens and mails start in it. */
  language: languageSchema.optional(),
});
export type RegisterMerchantBody = z.infer<typeof registerMerchantBodySchema>;
/** What the sign-up form sends. */
export type RegisterMerchantInput = z.input<typeof registerMerchantBodySchema>;

export const registerEmployeeBodySchema = z.object({
  name: lineText(MESSAGE_KEY.nameRequired).min(1, { error: MESSAGE_KEY.nameRequired }).max(120),
  email,
  password,
  merchantId: lineText(MESSAGE_KEY.merchantIdRequired)
    .min(1, { error: MESSAGE_KEY.merchantIdRequired })
    .max(100),
  language: languageSchema.optional(),
});
export type RegisterEmployeeBody = z.infer<typeof registerEmployeeBodySchema>;
export type RegisterEmployeeInput = z.input<typeof registerEmployeeBodySchema>;

export const loginBodySchema = z.object({
  email,
  password: z
    .string({ error: MESSAGE_KEY.wrongPassword })
    .min(1, { error: MESSAGE_KEY.wrongPassword })
    .max(128),
});
export type LoginBody = z.infer<typeof loginBodySchema>;
export type LoginInput = z.input<typeof loginBodySchema>;

export const resendVerificationBodySchema = z.object({ email });
export type ResendVerificationBody = z.infer<typeof resendVerificationBodySchema>;
