import type { z } from 'zod';
import { registerMerchantBodySchema } from '../auth/schemas.ts';
import { userStatusBodySchema } from '../users/schemas.ts';

/** A master adds a merchant as a merchant registers: shop name, email, password. */
export const createMerchantBodySchema = registerMerchantBodySchema;
export type CreateMerchantBody = z.infer<typeof createMerchantBodySchema>;

/** Renames the shop and changes its Admin's login email. */
export const updateMerchantBodySchema = registerMerchantBodySchema.pick({ shopName: true, email: true });
export type UpdateMerchantBody = z.infer<typeof updateMerchantBodySchema>;

export const merchantStatusBodySchema = userStatusBodySchema;
export type MerchantStatusBody = z.infer<typeof merchantStatusBodySchema>;
