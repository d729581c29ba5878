import { z } from 'zod';
import { DELIVERY_STATUSES } from '../couriers/delivery-status.ts';
import { MESSAGE_KEY } from '../messages.ts';
import { messageReplySchema } from '../replies.ts';
import { multiLineText } from '../text.ts';
import { HOLD_ACTIONS, HOLD_KINDS } from './kinds.ts';

export const HOLD_NOTE_MAX = 500;

const noteText = () =>
  multiLineText(MESSAGE_KEY.holdNoteRequired)
    .min(1, { error: MESSAGE_KEY.holdNoteRequired })
    .max(HOLD_NOTE_MAX, { error: MESSAGE_KEY.holdNoteTooLong });

/** A note of one call to the customer. */
export const holdNoteBodySchema = z.object({ text: noteText() });
export type HoldNoteBody = z.output<typeof holdNoteBodySchema>;

/** "Customer will take it" (true), or its undo (false), with an optional note of the call. */
export const holdWillTakeBodySchema = z.object({
  willTake: z.boolean(),
  note: noteText()
    .nullish()
    .or(z.literal('').transform(() => undefined))
    .transform((v) => v || undefined),
});
export type HoldWillTakeBody = z.input<typeof holdWillTakeBodySchema>;

/** Re-send the returned order with another courier. */
export const holdResendBodySchema = z.object({
  courierId: z.uuid({ error: MESSAGE_KEY.holdCourierRequired }),
});
export type HoldResendBody = z.output<typeof holdResendBodySchema>;

const actionSchema = z.object({
  open: z.boolean(),
  reason: messageReplySchema.nullable().meta({ description: 'Why it is not possible now' }),
});
export type HoldActionState = z.output<typeof actionSchema>;

const holdNoteSchema = z.object({
  id: z.uuid(),
  text: z.string(),
  user: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
});
export type HoldNote = z.output<typeof holdNoteSchema>;

export const holdDeskItemSchema = z.object({
  parcelId: z.uuid(),
  orderId: z.uuid(),
  code: z.string().meta({ description: 'The order id (sent as the courier’s invoice)' }),
  parcel: z.string().meta({ description: 'The courier’s id of the parcel (consignment / tracking id)' }),
  customerName: z.string(),
  phone: z.string(),
  thana: z.string().nullable(),
  district: z.string().nullable(),
  courier: z.object({ id: z.uuid(), name: z.string(), provider: z.string() }),
  kind: z.enum(HOLD_KINDS),
  status: z.enum(DELIVERY_STATUSES),
  rawStatus: z.string().nullable(),
  message: z.string().nullable().meta({ description: 'The courier’s latest words about the parcel' }),
  messageBn: z.string().nullable().meta({ description: 'The same in Bangla, where the courier gives it' }),
  since: z.string().nullable().meta({ description: 'When the parcel entered this state' }),
  daysWaited: z.number().int(),
  payablePoisha: z.number().int(),
  chargePoisha: z.number().int(),
  atRiskPoisha: z.number().int().meta({ description: 'See moneyAtRisk' }),
  customerWillTakeAt: z.string().nullable(),
  returnAskedAt: z.string().nullable(),
  notes: z.array(holdNoteSchema).meta({ description: 'Newest first' }),
  actions: z.object(
    Object.fromEntries(HOLD_ACTIONS.map((a) => [a, actionSchema])) as {
      [K in (typeof HOLD_ACTIONS)[number]]: typeof actionSchema;
    },
  ),
});
export type HoldDeskItem = z.output<typeof holdDeskItemSchema>;

export const holdDeskSchema = z
  .object({ items: z.array(holdDeskItemSchema) })
  .meta({ id: 'HoldDesk', description: 'Highest money at risk first' });
export type HoldDesk = z.output<typeof holdDeskSchema>;

export const holdDeskSummarySchema = z
  .object({
    total: z.number().int(),
    atRiskPoisha: z.number().int(),
    byKind: z.object(
      Object.fromEntries(HOLD_KINDS.map((k) => [k, z.number().int()])) as {
        [K in (typeof HOLD_KINDS)[number]]: z.ZodNumber;
      },
    ),
  })
  .meta({ id: 'HoldDeskSummary' });
export type HoldDeskSummary = z.output<typeof holdDeskSummarySchema>;

/** An action's reply: the message, and the parcel as the desk now shows it (null: it left the desk). */
export const holdActionReplySchema = messageReplySchema
  .extend({
    item: holdDeskItemSchema.nullable(),
    messages: z.array(messageReplySchema).meta({ description: 'More to tell (a re-send’s booking)' }),
  })
  .meta({ id: 'HoldAction' });
export type HoldActionReply = z.output<typeof holdActionReplySchema>;
