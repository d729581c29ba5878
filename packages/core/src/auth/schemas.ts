import { z } from 'zod';
import { MESSAGES } from '../messages.ts';

const email = z
  .string({ error: MESSAGES.invalidEmail })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: MESSAGES.invalidEmail }));
const password = z
  .string({ error: MESSAGES.passwordTooShort })
  .min(8, { error: MESSAGES.passwordTooShort })
  .max(128);

export const registerMerchantBodySchema = z.object({
  shopName: z
    .string({ error: MESSAGES.shopNameRequired })
    .trim()
    .min(1, { error: MESSAGES.shopNameRequired })
    .max(120),
  email,
  password,
});
export type RegisterMerchantBody = z.infer<typeof registerMerchantBodySchema>;

export const registerEmployeeBodySchema = z.object({
  name: z.string({ error: MESSAGES.nameRequired }).trim().min(1, { error: MESSAGES.nameRequired }).max(120),
  email,
  password,
  merchantId: z
    .string({ error: MESSAGES.merchantIdRequired })
    .trim()
    .min(1, { error: MESSAGES.merchantIdRequired }),
});
export type RegisterEmployeeBody = z.infer<typeof registerEmployeeBodySchema>;

export const loginBodySchema = z.object({
  email,
  password: z.string({ error: MESSAGES.wrongPassword }).min(1, { error: MESSAGES.wrongPassword }).max(128),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const resendVerificationBodySchema = z.object({ email });
export type ResendVerificationBody = z.infer<typeof resendVerificationBodySchema>;
