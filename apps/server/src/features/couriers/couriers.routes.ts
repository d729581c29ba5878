import { createCourierBodySchema, updateCourierBodySchema } from '@chalan/core';
import {
  connectionTestSchema,
  courierChangeReplySchema,
  courierListReplySchema,
} from '@chalan/core/couriers/replies';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { guardedRoute } from '../../auth/guarded-route.ts';
import { errorResponse } from '../../errors.ts';
import { idParams, jsonBody, jsonResponse } from '../../lib/openapi.ts';
import { reply } from '../../messages.ts';
import { createRouter } from '../../router.ts';
import { createCourier, listCouriers, testCourierConnection, updateCourier } from './couriers.service.ts';

const courierReply = (description: string) => jsonResponse(courierChangeReplySchema, description);
const secretsOf = (c: Context<AppEnv>) => ({ authSecret: c.var.deps.config.AUTH_SECRET });

export function couriersRoutes() {
  const app = createRouter();
  const tags = ['Couriers'];
  const view = { capability: 'viewCatalogue' } as const;
  const manage = { capability: 'manageCouriers' } as const;

  app.openapi(
    guardedRoute(view, {
      method: 'get',
      path: '/couriers',
      tags,
      summary: 'The seller’s couriers, credentials masked',
      responses: {
        200: jsonResponse(courierListReplySchema, 'Couriers'),
      },
    }),
    async (c) =>
      c.json({ items: await listCouriers(c.var.deps.database.db, secretsOf(c), c.var.actor.sellerId) }, 200),
  );

  app.openapi(
    guardedRoute(manage, {
      method: 'post',
      path: '/couriers',
      tags,
      summary: 'Add a courier (a provider with an API needs all of its credentials)',
      request: { body: jsonBody(createCourierBodySchema) },
      responses: { 201: courierReply('Added'), 409: errorResponse('The seller has a courier of this name') },
    }),
    async (c) => {
      const courier = await createCourier(
        c.var.deps.database.db,
        secretsOf(c),
        c.var.actor.sellerId,
        c.req.valid('json'),
      );
      return c.json({ ...reply('courierAdded'), courier }, 201);
    },
  );

  app.openapi(
    guardedRoute(manage, {
      method: 'put',
      path: '/couriers/{id}',
      tags,
      summary:
        'Change a courier; blank credential fields keep the stored ones (a new provider needs its own)',
      request: { params: idParams, body: jsonBody(updateCourierBodySchema) },
      responses: {
        200: courierReply('Changed'),
        409: errorResponse('The seller has a courier of this name'),
      },
    }),
    async (c) => {
      const { courier, credentialsChanged } = await updateCourier(
        c.var.deps.database.db,
        secretsOf(c),
        c.var.actor.sellerId,
        c.req.valid('param').id,
        c.req.valid('json'),
      );
      // New API credentials are "courier data"; anything else is an update of the courier.
      const key = credentialsChanged && courier.apiActive ? 'courierSaved' : 'courierUpdated';
      return c.json({ ...reply(key), courier }, 200);
    },
  );

  app.openapi(
    guardedRoute(manage, {
      method: 'post',
      path: '/couriers/{id}/test',
      tags,
      summary: 'Test connection: ask the courier whether the stored credentials work',
      request: { params: idParams },
      responses: {
        200: jsonResponse(
          connectionTestSchema,
          'The outcome (ok or not); the courier’s own failures are not HTTP errors here',
        ),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const result = await testCourierConnection(
        c.var.deps.database.db,
        secretsOf(c),
        c.var.deps.config,
        c.var.actor.sellerId,
        id,
      );
      c.var.logger.info(
        { courierId: id, ok: result.ok, failure: result.ok ? undefined : result.failure },
        'courier connection test',
      );
      const outcome = result.ok ? result.detail : result.reason;
      return c.json(
        {
          ok: result.ok,
          ...(result.ok ? { detail: outcome.text } : { reason: outcome.text }),
          key: outcome.key,
          params: outcome.params,
          message: outcome.text,
        },
        200,
      );
    },
  );
  return app;
}
