import { CUSTOMER_ANSWERS } from '@chalan/core/sms/schemas';
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { publicRoute } from '../../auth/guarded-route.ts';
import { createRouter } from '../../router.ts';
import { trackingLanguage } from '../tracking/tracking-texts.ts';
import { type AnswerResult, answerConfirm, loadConfirm } from './confirm.service.ts';
import { CONFIRM_PATH_PREFIX } from './confirm-link.ts';
import { confirmNotice, confirmPage } from './confirm-page.ts';

const page = (description: string) => ({ description, content: { 'text/html': { schema: z.string() } } });

// Anything but `en` is Bangla: a page never answers a bad query with an error.
const lang = z
  .enum(['bn', 'en'])
  .optional()
  .catch(undefined)
  .openapi({ type: 'string', enum: ['bn', 'en'], description: 'The page’s language; Bangla unless `en`' });

const path = `${CONFIRM_PATH_PREFIX}{token}`;
const params = z.object({ token: z.string() });

/** Private to the customer, never kept by a cache or a search engine. */
function privatePage(c: Context<AppEnv>) {
  c.header('Cache-Control', 'no-store');
  c.header('X-Robots-Tag', 'noindex, nofollow');
}

function answerPage(c: Context<AppEnv>, result: AnswerResult, token: string, askCancel = false) {
  const language = trackingLanguage(c.req.query('lang'));
  privatePage(c);
  if (result.kind === 'missing') return c.html(confirmNotice('notFound', language), 404);
  if (result.kind === 'expired') return c.html(confirmNotice('expired', language, result.seller), 410);
  const body = confirmPage(result.view, language, `${CONFIRM_PATH_PREFIX}${token}`, new Date(), askCancel);
  return c.html(body, result.kind === 'refused' ? 409 : 200);
}

/**
 * The link of the confirmation SMS (features/sms): the customer sees the order and confirms or cancels it,
 * with no sign-in; the signed token is the key and carries its expiry (confirm-link.ts). Reading the page
 * changes nothing (a link preview opens it too); only the form's POST answers.
 */
export function confirmRoutes() {
  const app = createRouter();
  app.openapi(
    publicRoute({
      method: 'get',
      path,
      tags: ['Customer confirmation'],
      summary: 'The customer’s page of an order: confirm or cancel it (HTML, Bangla; `?lang=en` for English)',
      request: {
        params,
        query: z.object({
          lang,
          ask: z
            .enum(['cancel'])
            .optional()
            .catch(undefined)
            .openapi({
              type: 'string',
              enum: ['cancel'],
              description: 'Ask “cancel this order?” before the cancel is posted',
            }),
        }),
      },
      responses: {
        200: page('The order, and its answer buttons or the answer given'),
        404: page('No such page (a token that is not genuine, or an order deleted)'),
        410: page('The link has expired, with the shop’s phone'),
      },
    }),
    async (c) => {
      const { token } = c.req.valid('param');
      const { config, database } = c.var.deps;
      const result = await loadConfirm(database.db, config, token);
      return answerPage(c, result, token, c.req.valid('query').ask === 'cancel');
    },
  );
  app.openapi(
    publicRoute({
      method: 'post',
      path,
      tags: ['Customer confirmation'],
      summary:
        'The customer’s answer: confirmed, or cancelled (which cancels the order while no courier has it)',
      request: {
        params,
        query: z.object({ lang }),
        body: {
          required: true,
          content: {
            'application/x-www-form-urlencoded': { schema: z.object({ answer: z.enum(CUSTOMER_ANSWERS) }) },
          },
        },
      },
      responses: {
        303: { description: 'Answered: back to the page, which shows the answer' },
        404: page('No such page'),
        409: page('Not taken: the order was answered already, is with a courier, or is closed'),
        410: page('The link has expired'),
      },
    }),
    async (c) => {
      const { token } = c.req.valid('param');
      const { config, database } = c.var.deps;
      const result = await answerConfirm(database.db, config, token, c.req.valid('form').answer);
      if (result.kind === 'found') {
        const query = c.req.valid('query').lang === 'en' ? '?lang=en' : '';
        return c.redirect(`${CONFIRM_PATH_PREFIX}${token}${query}`, 303);
      }
      return answerPage(c, result, token);
    },
  );
  return app;
}
