import { z } from 'zod';
import { messageReplySchema } from '../replies.ts';

/** `POST /api/orders/{id}/send`: booked with the courier ('sent') or marked ready (a courier without an API). */
export const orderSentSchema = z
  .object({
    outcome: z.enum(['sent', 'ready']).meta({ description: 'ready: a courier without an API' }),
    code: z.string().meta({ description: 'The order id the courier got (a new one after a return)' }),
    consignmentId: z.string().nullable(),
    /** Shown in order: "New order id generated successfully" comes first on a re-dispatch. */
    messages: z.array(messageReplySchema),
  })
  .meta({ id: 'OrderSent' });
export type OrderSent = z.output<typeof orderSentSchema>;

/** A bulk send's progress (`GET /api/dispatch-batches/{id}`): counts, and each failed order with its reason. */
export const batchProgressSchema = z
  .object({
    id: z.uuid(),
    finished: z.boolean(),
    total: z.number().int(),
    sent: z.number().int(),
    failed: z.number().int(),
    queued: z.number().int(),
    /** `code`: the order id as the seller reads it. */
    failures: z.array(z.object({ orderId: z.uuid(), code: z.string(), reason: messageReplySchema })),
    sentOrderIds: z.array(z.uuid()).meta({
      description:
        'Once the batch is finished: the orders it sent, in the batch’s order (their labels are printed next); empty while it runs',
    }),
  })
  .meta({ id: 'DispatchProgress' });
export type BatchProgress = z.output<typeof batchProgressSchema>;
export type BatchFailure = BatchProgress['failures'][number];

export const batchStartedReplySchema = messageReplySchema.extend({ batch: batchProgressSchema });
export type BatchStartedReply = z.output<typeof batchStartedReplySchema>;
