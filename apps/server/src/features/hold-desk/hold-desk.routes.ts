import {
  holdActionReplySchema,
  holdDeskSchema,
  holdDeskSummarySchema,
  holdNoteBodySchema,
  holdResendBodySchema,
  holdWillTakeBodySchema,
} from '@chalan/core/hold-desk/schemas';
import type { ApiMessage } from '@chalan/core/replies';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { guardedRoute } from '../../auth/guarded-route.ts';
import { errorResponse } from '../../errors.ts';
import { idParams, jsonBody, jsonResponse } from '../../lib/openapi.ts';
import { createRouter } from '../../router.ts';
import { holdDesk, holdDeskItem, holdDeskSummary } from './hold-desk.service.ts';
import {
  addHoldNote,
  receivedBack,
  resendParcel,
  returnParcel,
  setWillTake,
} from './hold-desk-actions.service.ts';

/** The hold desk (issue 17, item 5): parcels a courier holds, failed, partly delivered or returned. */
export function holdDeskRoutes() {
  const app = createRouter();
  const tags = ['Hold desk'];
  const access = { capability: 'workOrders' } as const;
  const notOnDesk = errorResponse('No such parcel of this seller on the desk');
  const notNow = errorResponse('Not possible for this parcel now: the message says why');

  app.openapi(
    guardedRoute(access, {
      method: 'get',
      path: '/hold-desk',
      tags,
      summary:
        'Parcels on hold, failed, partly delivered, returning or returned (not yet received back), across couriers: highest money at risk first, with notes and the actions open now',
      responses: { 200: jsonResponse(holdDeskSchema, 'The queue') },
    }),
    async (c) => c.json(await holdDesk(c.var.deps.database.db, c.var.actor.sellerId), 200),
  );

  app.openapi(
    guardedRoute(access, {
      method: 'get',
      path: '/hold-desk/summary',
      tags,
      summary: 'The overview card: parcels on the desk, per kind, and the money at risk on them',
      responses: { 200: jsonResponse(holdDeskSummarySchema, 'Counts') },
    }),
    async (c) => c.json(await holdDeskSummary(c.var.deps.database.db, c.var.actor.sellerId), 200),
  );

  /** The action's message with the parcel as the desk now shows it. */
  const answer = async (c: Context<AppEnv>, message: ApiMessage, messages: ApiMessage[] = []) => {
    const { db } = c.var.deps.database;
    const item = await holdDeskItem(db, c.var.actor.sellerId, c.req.param('id')!);
    return { ...message, item, messages };
  };
  const writerOf = (c: Context<AppEnv>) => ({ sellerId: c.var.actor.sellerId, userId: c.var.actor.userId });

  app.openapi(
    guardedRoute(access, {
      method: 'post',
      path: '/hold-desk/{id}/notes',
      tags,
      summary: 'A note of one call to the customer (who and when are recorded)',
      request: { params: idParams, body: jsonBody(holdNoteBodySchema) },
      responses: { 201: jsonResponse(holdActionReplySchema, 'Added'), 404: notOnDesk },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const done = await addHoldNote(c.var.deps.database.db, writerOf(c), id, c.req.valid('json').text);
      return c.json(await answer(c, done), 201);
    },
  );

  app.openapi(
    guardedRoute(access, {
      method: 'post',
      path: '/hold-desk/{id}/will-take',
      tags,
      summary: '"Customer will take it" (willTake true, with an optional note of the call), or its undo',
      request: { params: idParams, body: jsonBody(holdWillTakeBodySchema) },
      responses: { 200: jsonResponse(holdActionReplySchema, 'Done'), 404: notOnDesk, 409: notNow },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const done = await setWillTake(c.var.deps.database.db, writerOf(c), id, c.req.valid('json'));
      return c.json(await answer(c, done), 200);
    },
  );

  app.openapi(
    guardedRoute(access, {
      method: 'post',
      path: '/hold-desk/{id}/return',
      tags,
      summary:
        'Return it: Steadfast return request, RedX cancel (the same call as an order’s Cancel); Pathao’s API has none (409, ask in its panel)',
      request: { params: idParams },
      responses: {
        200: jsonResponse(holdActionReplySchema, 'Asked (Steadfast) or cancelled (RedX)'),
        404: notOnDesk,
        409: notNow,
        422: errorResponse('The courier would not return it (its words in the message); nothing changed'),
        502: errorResponse('The courier could not be reached; nothing changed here'),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const done = await returnParcel(c.var.deps, c.var.deps.database.db, writerOf(c), id);
      return c.json(await answer(c, done), 200);
    },
  );

  app.openapi(
    guardedRoute(access, {
      method: 'post',
      path: '/hold-desk/{id}/received-back',
      tags,
      summary:
        'The returned parcel is back: the order is marked returned and its goods restocked (once the courier reports it returned or cancelled)',
      request: { params: idParams },
      responses: { 200: jsonResponse(holdActionReplySchema, 'Done'), 404: notOnDesk, 409: notNow },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const done = await receivedBack(c.var.deps.database.db, writerOf(c), id);
      return c.json(await answer(c, done), 200);
    },
  );

  app.openapi(
    guardedRoute(access, {
      method: 'post',
      path: '/hold-desk/{id}/resend',
      tags,
      summary: 'Send the returned order with another courier (a new order id, booked once through dispatch)',
      request: { params: idParams, body: jsonBody(holdResendBodySchema) },
      responses: {
        200: jsonResponse(holdActionReplySchema, 'Booked with the other courier'),
        404: notOnDesk,
        409: notNow,
        422: errorResponse('The other courier refused the parcel; the order waits, ready, with it'),
        502: errorResponse('The other courier could not be reached'),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const { deps } = c.var;
      const { courierId } = c.req.valid('json');
      const done = await resendParcel(deps, deps.database.db, writerOf(c), id, courierId);
      return c.json(await answer(c, done.message, done.messages), 200);
    },
  );

  return app;
}
