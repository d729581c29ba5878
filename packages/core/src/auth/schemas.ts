import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { languageSchema } from '../preferences.ts';
import { lineText } from '../text.ts';

const email = lineText(MESSAGES.invalidEmail)
  .toLowerCase()
  .pipe(z.email({ error: MESSAGES.invalidEmail }));
const password = z
  .string({ error: MESSAGES.passwordTooShort })
  .min(8, { error: MESSAGES.passwordTooShort })
  .max(128);

export const registerMerchantBodySchema = z.object({
  shopName: lineText(MESSAGES.shopNameRequired).min(1, { error: MESSAGES.shopNameRequired }).max(120),
  email,
  password,
  /** The language the user registered in: their screens and mails start in it. */
  language: languageSchema.optional(),
});
export type RegisterMerchantBody = z.infer<typeof registerMerchantBodySchema>;
/** What the sign-up form sends. */
export type RegisterMerchantInput = z.input<typeof registerMerchantBodySchema>;

export const registerEmployeeBodySchema = z.object({
  name: lineText(MESSAGES.nameRequired).min(1, { error: MESSAGES.nameRequired }).max(120),
  email,
  password,
  merchantId: lineText(MESSAGES.merchantIdRequired).min(1, { error: MESSAGES.merchantIdRequired }).max(100),
  language: languageSchema.optional(),
});
export type RegisterEmployeeBody = z.infer<typeof registerEmployeeBodySchema>;
export type RegisterEmployeeInput = z.input<typeof registerEmployeeBodySchema>;

export const loginBodySchema = z.object({
  email,
  password: z.string({ error: MESSAGES.wrongPassword }).min(1, { error: MESSAGES.wrongPassword }).max(128),
});
export type LoginBody = z.infer<typeof loginBodySchema>;
export type LoginInput = z.input<typeof loginBodySchema>;

export const resendVerificationBodySchema = z.object({ email });
export type ResendVerificationBody = z.infer<typeof resendVerificationBodySchema>;
