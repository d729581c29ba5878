import {
  courierChoiceQuerySchema,
  courierChoiceReplySchema,
  courierChoiceSettingsReplySchema,
  courierChoiceSettingsSchema,
} from '@chalan/core/couriers/choice';
import { guardedRoute } from '../../auth/guarded-route.ts';
import { jsonBody, jsonResponse } from '../../lib/openapi.ts';
import { createRouter } from '../../router.ts';
import { courierChoice, courierChoiceSettings, saveCourierChoiceSettings } from './courier-choice.service.ts';

/**
 * Picking the courier that delivers (issue 17): mounted before the couriers' own routes, so that
 * `/couriers/choice…` is never read as a courier id.
 */
export function courierChoiceRoutes() {
  const app = createRouter();
  const tags = ['Couriers'];
  const orders = { capability: 'workOrders' } as const;
  const manage = { capability: 'manageCouriers' } as const;

  app.openapi(
    guardedRoute(orders, {
      method: 'get',
      path: '/couriers/choice',
      tags,
      summary:
        "Each active courier's delivery rate to a district on the seller's own parcels, its charge there (the courier's price where its API gives one, else the rate card) and the one the seller's rule picks",
      request: { query: courierChoiceQuerySchema },
      responses: { 200: jsonResponse(courierChoiceReplySchema, 'The couriers for the district') },
    }),
    async (c) =>
      c.json(
        await courierChoice(c.var.deps, c.var.deps.database.db, c.var.actor.sellerId, c.req.valid('query')),
        200,
      ),
  );

  app.openapi(
    guardedRoute(orders, {
      method: 'get',
      path: '/couriers/choice-settings',
      tags,
      summary: 'How a courier is preselected: the rule and the courier fixed per district',
      responses: {
        200: jsonResponse(courierChoiceSettingsReplySchema.pick({ settings: true }), 'The settings'),
      },
    }),
    async (c) =>
      c.json({ settings: await courierChoiceSettings(c.var.deps.database.db, c.var.actor.sellerId) }, 200),
  );

  app.openapi(
    guardedRoute(manage, {
      method: 'put',
      path: '/couriers/choice-settings',
      tags,
      summary: 'Set the rule and the courier fixed per district (replaced as a whole)',
      request: { body: jsonBody(courierChoiceSettingsSchema) },
      responses: { 200: jsonResponse(courierChoiceSettingsReplySchema, 'Saved') },
    }),
    async (c) =>
      c.json(
        await saveCourierChoiceSettings(c.var.deps.database.db, c.var.actor.sellerId, c.req.valid('json')),
        200,
      ),
  );

  return app;
}
