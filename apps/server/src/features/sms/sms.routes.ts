import { listQuerySchema } from '@chalan/core';
import { messageReplySchema } from '@chalan/core/replies';
import {
  smsBalanceSchema,
  smsMessagesPageSchema,
  smsSettingsBodySchema,
  smsSettingsSchema,
  smsTestBodySchema,
  smsUsageSchema,
} from '@chalan/core/sms/schemas';
import { guardedRoute } from '../../auth/guarded-route.ts';
import { idParams, jsonBody, jsonResponse } from '../../lib/openapi.ts';
import { createRouter } from '../../router.ts';
import { askCustomerToConfirm, listSmsMessages, sendTestSms, smsBalance, smsUsage } from './sms.service.ts';
import { getSmsSettings, saveSmsSettings } from './sms-settings.service.ts';

/** Customer SMS (issue 18): the seller's gateway and texts, the log of what was sent, and the count per month. */
export function smsRoutes() {
  const app = createRouter();
  const tags = ['Customer SMS'];
  const manage = { capability: 'manageSms' } as const;

  app.openapi(
    guardedRoute(manage, {
      method: 'get',
      path: '/sms/settings',
      tags,
      summary:
        'Which messages go to customers, through which gateway (the API key never comes back), with which texts',
      responses: {
        200: jsonResponse(smsSettingsSchema, 'The settings, the default texts and a sample of each message'),
      },
    }),
    async (c) =>
      c.json(await getSmsSettings(c.var.deps.database.db, c.var.deps.config, c.var.actor.sellerId), 200),
  );

  app.openapi(
    guardedRoute(manage, {
      method: 'put',
      path: '/sms/settings',
      tags,
      summary: 'Save the settings; a blank apiKey keeps the stored one',
      request: { body: jsonBody(smsSettingsBodySchema) },
      responses: { 200: jsonResponse(smsSettingsSchema, 'Saved') },
    }),
    async (c) => {
      const { db } = c.var.deps.database;
      await saveSmsSettings(db, c.var.deps.config, c.var.actor.sellerId, c.req.valid('json'));
      return c.json(await getSmsSettings(db, c.var.deps.config, c.var.actor.sellerId), 200);
    },
  );

  app.openapi(
    guardedRoute(manage, {
      method: 'post',
      path: '/sms/test',
      tags,
      summary: 'Send one test message now with the saved settings; the gateway’s refusal comes back as a 409',
      request: { body: jsonBody(smsTestBodySchema) },
      responses: { 200: jsonResponse(messageReplySchema, 'The gateway took it') },
    }),
    async (c) => c.json(await sendTestSms(c.var.deps, c.var.actor.sellerId, c.req.valid('json').phone), 200),
  );

  app.openapi(
    guardedRoute(manage, {
      method: 'get',
      path: '/sms/messages',
      tags,
      summary: 'The messages sent to customers (queued, sent or failed), newest first',
      request: { query: listQuerySchema.omit({ search: true }) },
      responses: { 200: jsonResponse(smsMessagesPageSchema, 'A page of messages') },
    }),
    async (c) =>
      c.json(await listSmsMessages(c.var.deps.database.db, c.var.actor.sellerId, c.req.valid('query')), 200),
  );

  app.openapi(
    guardedRoute(manage, {
      method: 'get',
      path: '/sms/usage',
      tags,
      summary: 'Messages sent (and SMS parts billed) per month, this month and the 11 before',
      responses: { 200: jsonResponse(smsUsageSchema, 'The months with messages, newest first') },
    }),
    async (c) => c.json(await smsUsage(c.var.deps.database.db, c.var.actor.sellerId), 200),
  );

  app.openapi(
    guardedRoute(
      { capability: 'workOrders' },
      {
        method: 'post',
        path: '/orders/{id}/confirmation-sms',
        tags: ['Orders'],
        summary:
          'Send the customer the confirmation SMS of this order (again), while it is open and unanswered',
        request: { params: idParams },
        responses: { 200: jsonResponse(messageReplySchema, 'Queued: it goes out in a moment') },
      },
    ),
    async (c) => {
      const { sellerId, userId } = c.var.actor;
      return c.json(
        await askCustomerToConfirm(c.var.deps, { sellerId, userId }, c.req.valid('param').id),
        200,
      );
    },
  );

  app.openapi(
    guardedRoute(manage, {
      method: 'get',
      path: '/sms/balance',
      tags,
      summary:
        'The gateway account’s balance in taka, as the gateway tells it; its refusal comes back as a 409',
      responses: { 200: jsonResponse(smsBalanceSchema, 'The balance') },
    }),
    async (c) => c.json(await smsBalance(c.var.deps, c.var.actor.sellerId), 200),
  );

  return app;
}
