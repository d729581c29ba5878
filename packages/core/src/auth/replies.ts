import { z } from 'zod';
import { ROLES } from '../permissions.ts';
import { preferencesSchema } from '../preferences.ts';
import { messageReplySchema } from '../replies.ts';

/** The signed-in user, their seller, the active couriers and their home screen (`GET /api/account/me`). */
export const meSchema = z
  .object({
    user: z.object({
      id: z.string(),
      name: z.string(),
      email: z.string(),
      role: z.enum(ROLES),
      master: z.boolean(),
      verified: z.boolean(),
      preferences: preferencesSchema,
    }),
    seller: z.object({
      id: z.string(),
      name: z.string(),
      logoUrl: z.string().nullable(),
      /** Its SMS gateway is set up (address, key, sender id): the confirmation SMS can be asked for. */
      smsReady: z.boolean(),
    }),
    /** Active couriers: the sidebar lists one entry each. */
    couriers: z.array(z.object({ id: z.string(), name: z.string() })),
    home: z.string(),
  })
  .meta({ id: 'Me' });
export type Me = z.output<typeof meSchema>;

/** The reply to a sign-in: the welcome and the screen to go to. */
export const loginReplySchema = messageReplySchema.extend({ home: z.string() });
export type LoginReply = z.output<typeof loginReplySchema>;
