import {
  createEmployeeBodySchema,
  listQuerySchema,
  updateEmployeeBodySchema,
  userStatusBodySchema,
} from '@chalan/core';
import { type User, userChangeReplySchema, userPageSchema } from '@chalan/core/users/replies';
import { guardedRoute } from '../../auth/guarded-route.ts';
import { errorResponse } from '../../errors.ts';
import { idParams, jsonBody, jsonResponse } from '../../lib/openapi.ts';
import { messageReplySchema, reply } from '../../messages.ts';
import { createRouter } from '../../router.ts';
import {
  createEmployee,
  deleteUser,
  listUsers,
  setUserStatus,
  type UserItem,
  updateEmployee,
} from './users.service.ts';

const toJson = (u: UserItem): User => ({
  id: u.id,
  name: u.name,
  email: u.email,
  role: u.role,
  status: u.status,
  verified: u.verified,
  emailVerified: u.emailVerified,
  lastLoginAt: u.lastLoginAt?.toISOString() ?? null,
});

const userReply = jsonResponse(userChangeReplySchema, 'Done');

export function usersRoutes() {
  const app = createRouter();
  const tags = ['Users'];
  const access = { capability: 'manageUsers', deniedKey: 'notAuthorizedEditUser' } as const;

  app.openapi(
    guardedRoute(access, {
      method: 'get',
      path: '/users',
      tags,
      summary: 'The seller’s users (Admin and employees), paged; search by name or email',
      request: { query: listQuerySchema },
      responses: { 200: jsonResponse(userPageSchema, 'Users') },
    }),
    async (c) => {
      const page = await listUsers(c.var.deps.database.db, c.var.actor.sellerId, c.req.valid('query'));
      return c.json({ ...page, items: page.items.map(toJson) }, 200);
    },
  );

  app.openapi(
    guardedRoute(access, {
      method: 'post',
      path: '/users',
      tags,
      summary: 'Add Employee: an account under this seller that can sign in at once',
      request: { body: jsonBody(createEmployeeBodySchema) },
      responses: { 201: userReply, 409: errorResponse('Email in use') },
    }),
    async (c) => {
      const user = await createEmployee(c.var.deps.database.db, c.var.actor, c.req.valid('json'));
      return c.json({ ...reply('employeeAdded', { name: user.name }), user: toJson(user) }, 201);
    },
  );

  app.openapi(
    guardedRoute(access, {
      method: 'put',
      path: '/users/{id}',
      tags,
      summary: 'Edit a user’s name, email and role (not one’s own role)',
      request: { params: idParams, body: jsonBody(updateEmployeeBodySchema) },
      responses: { 200: userReply, 409: errorResponse('Email in use') },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const user = await updateEmployee(c.var.deps.database.db, c.var.actor, id, c.req.valid('json'));
      return c.json({ ...reply('userUpdated', { name: user.name }), user: toJson(user) }, 200);
    },
  );

  app.openapi(
    guardedRoute(access, {
      method: 'delete',
      path: '/users/{id}',
      tags,
      summary: 'Delete a user (never oneself): kept for the record, signed out, cannot sign in',
      request: { params: idParams },
      responses: { 200: jsonResponse(messageReplySchema, 'Deleted') },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      await deleteUser(c.var.deps.database.db, c.var.actor, id);
      return c.json(reply('userDeleted'), 200);
    },
  );

  app.openapi(
    guardedRoute(access, {
      method: 'patch',
      path: '/users/{id}/status',
      tags,
      summary: 'Activate or deactivate a user (deactivating ends their sessions)',
      request: { params: idParams, body: jsonBody(userStatusBodySchema) },
      responses: { 200: userReply },
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
