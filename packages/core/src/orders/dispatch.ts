import { z } from 'zod';
import { MESSAGE_KEY } from '../messages.ts';
import { checkedOrderFiltersSchema, MAX_ORDER_IDS } from './list-query.ts';

/**
 * A bulk send: the selected orders, or every order a list shows with its filters (sent as the list's
 * query values). Each order goes to its own courier.
 */
export const dispatchBatchBodySchema = z.union([
  z.object({
    ids: z
      .array(z.uuid({ error: MESSAGE_KEY.pleaseSelectOrder }), { error: MESSAGE_KEY.pleaseSelectOrder })
      .min(1, { error: MESSAGE_KEY.pleaseSelectOrder })
      .max(MAX_ORDER_IDS),
  }),
  z.object({ filters: checkedOrderFiltersSchema }),
]);
export type DispatchBatchBody = z.infer<typeof dispatchBatchBodySchema>;
