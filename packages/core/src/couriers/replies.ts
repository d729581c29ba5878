import { z } from 'zod';
import { messageReplySchema } from '../replies.ts';
import { COURIER_MODES, COURIER_PROVIDERS } from './schemas.ts';

const poisha = z.number().int().meta({ description: 'Poisha' });

/** A courier of the seller's settings as the API sends it: the credentials masked, never the secrets. */
export const courierSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    provider: z.enum(COURIER_PROVIDERS),
    mode: z.enum(COURIER_MODES),
    /** The provider is not "none" and its credentials are stored. */
    apiActive: z.boolean(),
    /** Its API tells the merchant's balance (Steadfast): the courier page shows it. */
    tellsBalance: z.boolean(),
    credentials: z.record(z.string(), z.string()).meta({
      description: 'The stored credentials masked (e.g. `{ "apiKey": "••••3f9a" }`); never the secrets',
    }),
    chargeInDhaka: poisha,
    chargeOutsideDhaka: poisha,
    status: z.boolean(),
    completeOnDelivered: z.boolean(),
  })
  .meta({ id: 'Courier' });
export type Courier = z.output<typeof courierSchema>;

export const courierListReplySchema = z.object({ items: z.array(courierSchema) });
export type CourierListReply = z.output<typeof courierListReplySchema>;

/** The reply to an add or change: the message and the courier as saved. */
export const courierChangeReplySchema = messageReplySchema.extend({ courier: courierSchema });
export type CourierChangeReply = z.output<typeof courierChangeReplySchema>;

/** The answer of "Test connection": what the courier said, or what failed. */
export const connectionTestSchema = messageReplySchema
  .extend({
    ok: z.boolean(),
    detail: z.string().optional().meta({ description: 'When ok: what the courier answered' }),
    reason: z.string().optional().meta({ description: 'When not ok: what failed' }),
  })
  .meta({ id: 'CourierConnectionTest' });
export type ConnectionTest = z.output<typeof connectionTestSchema>;
