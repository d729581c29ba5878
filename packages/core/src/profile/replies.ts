import { z } from 'zod';
import { messageReplySchema } from '../replies.ts';

/** The seller's Business Information (the shop name and logo also show in the shell). */
export const businessProfileSchema = z
  .object({
    merchantId: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    address: z.string().nullable(),
    city: z.string().nullable(),
    logoUrl: z.string().nullable(),
  })
  .meta({ id: 'BusinessProfile' });
export type BusinessProfile = z.output<typeof businessProfileSchema>;

export const profileReplySchema = z.object({ profile: businessProfileSchema });
export type ProfileReply = z.output<typeof profileReplySchema>;

/** The reply to an edit or a new logo: the message and the profile as saved. */
export const profileChangeReplySchema = messageReplySchema.extend({ profile: businessProfileSchema });
export type ProfileChangeReply = z.output<typeof profileChangeReplySchema>;
