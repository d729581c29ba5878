import { userStatusBodySchema } from '@chalan/core';
import { z } from '@hono/zod-openapi';
import { guardedRoute } from '../../auth/guarded-route.ts';
import { messageReplySchema, reply } from '../../messages.ts';
import { createRouter } from '../../router.ts';
import { listUsers, setUserStatus } from './users.service.ts';

const userSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    role: z.enum(['Admin', 'Moderator']),
    status: z.boolean(),
    verified: z.boolean(),
    lastLoginAt: z.string().nullable(),
  })
  .openapi('User');

const toJson = (u: Awaited<ReturnType<typeof listUsers>>[number]) => ({
  ...u,
  lastLoginAt: u.lastLoginAt?.toISOString() ?? null,
});

export function usersRoutes() {
  const app = createRouter();
  const tags = ['Users'];
  const access = { capability: 'manageUsers', deniedKey: 'notAuthorizedEditUser' } as const;

  app.openapi(
    guardedRoute(access, {
      method: 'get',
      path: '/users',
      tags,
      summary: 'The seller’s users (Admin and employees)',
      responses: {
        200: {
          description: 'Users',
          content: { 'application/json': { schema: z.object({ items: z.array(userSchema) }) } },
        },
      },
    }),
    async (c) => {
      const items = await listUsers(c.var.deps.database.db, c.var.actor.sellerId);
      return c.json({ items: items.map(toJson) }, 200);
    },
  );

  app.openapi(
    guardedRoute(access, {
      method: 'patch',
      path: '/users/{id}/status',
      tags,
      summary: 'Activate or deactivate a user (deactivating ends their sessions)',
      request: {
        params: z.object({ id: z.uuid() }),
        body: { content: { 'application/json': { schema: userStatusBodySchema } }, required: true },
      },
      responses: {
        200: {
          description: 'Changed',
          content: {
            'application/json': {
              schema: messageReplySchema.extend({ user: userSchema }),
            },
          },
        },
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const { status } = c.req.valid('json');
      const user = await setUserStatus(c.var.deps.database.db, c.var.actor, id, status);
      const key = status ? 'successfullyActivated' : 'successfullyDeactivated';
      return c.json({ ...reply(key), user: toJson(user) }, 200);
    },
  );
  return app;
}
