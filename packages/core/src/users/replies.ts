import { z } from 'zod';
import { ROLES } from '../permissions.ts';
import { messageReplySchema, pagedSchema } from '../replies.ts';

/** A user of the seller (Users page rows and replies to a change). */
export const userSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    role: z.enum(ROLES),
    status: z.boolean(),
    /** The spec's "verified": set on the first sign-in after the email was verified. */
    verified: z.boolean(),
    emailVerified: z.boolean(),
    lastLoginAt: z.string().nullable(),
  })
  .meta({ id: 'User' });
export type User = z.output<typeof userSchema>;

export const userPageSchema = pagedSchema(userSchema, 'UserPage');

/** The reply to an add, edit or status change: the message and the user as saved. */
export const userChangeReplySchema = messageReplySchema.extend({ user: userSchema });
export type UserChangeReply = z.output<typeof userChangeReplySchema>;
