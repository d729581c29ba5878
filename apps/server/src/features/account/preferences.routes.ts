import { preferencesSchema, updatePreferencesBodySchema } from '@chalan/core/preferences';
import { eq } from 'drizzle-orm';
import { guardedRoute } from '../../auth/guarded-route.ts';
import { users } from '../../db/schema/index.ts';
import { jsonBody, jsonResponse } from '../../lib/openapi.ts';
import { createRouter } from '../../router.ts';

/** The signed-in user's own language and digits, so the choice follows them to every device. */
export function preferencesRoutes() {
  const app = createRouter();

  app.openapi(
    guardedRoute(
      { signedIn: true },
      {
        method: 'put',
        path: '/account/preferences',
        tags: ['Account'],
        summary: 'Change the signed-in user’s language or digits (only what is sent changes)',
        request: { body: jsonBody(updatePreferencesBodySchema) },
        responses: { 200: jsonResponse(preferencesSchema, 'The preferences as they are now') },
      },
    ),
    async (c) => {
      const { db } = c.var.deps.database;
      const change = c.req.valid('json');
      const mine = eq(users.id, c.var.actor.userId);
      const columns = { language: users.language, latinDigits: users.latinDigits };
      // An empty change is a read (an UPDATE needs something to set).
      const [saved] = Object.keys(change).length
        ? await db.update(users).set(change).where(mine).returning(columns)
        : await db.select(columns).from(users).where(mine);
      return c.json(saved!, 200);
    },
  );

  return app;
}
