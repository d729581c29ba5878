import { chatOrderReplySchema, parseChatBodySchema } from '@chalan/core/chat-order/schemas';
import { guardedRoute } from '../../auth/guarded-route.ts';
import { jsonBody, jsonResponse } from '../../lib/openapi.ts';
import { createRouter } from '../../router.ts';
import { readChatOrder } from './orders-chat.service.ts';

/** Start Order's "Paste from chat": reads a customer's message into the form's fields; writes nothing. */
export function ordersChatRoutes() {
  const app = createRouter();
  app.openapi(
    guardedRoute(
      { capability: 'workOrders' },
      {
        method: 'post',
        path: '/orders/parse-chat',
        tags: ['Orders'],
        summary:
          'Read a pasted chat message into Start Order: phone, name, address, district, thana and products on sale with quantities, each with how sure it is; the existing customer with that phone. Nothing is saved',
        request: { body: jsonBody(parseChatBodySchema) },
        responses: {
          200: jsonResponse(chatOrderReplySchema, 'What the message says, for the seller to check'),
        },
      },
    ),
    async (c) =>
      c.json(
        await readChatOrder(c.var.deps.database.db, c.var.actor.sellerId, c.req.valid('json').text),
        200,
      ),
  );
  return app;
}
