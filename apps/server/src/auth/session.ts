import { type Capability, can, type MessageKey } from '@chalan/core';
import { eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { Actor, AppEnv } from '../app-env.ts';
import { sellers, sessions, users } from '../db/schema/index.ts';
import { AppError } from '../errors.ts';

/**
 * Every guarded request: a live session, a verified email, an active user of an active seller.
 * A disabled user's sessions are ended here as well as when they are disabled.
 */
export const requireActor = createMiddleware<AppEnv>(async (c, next) => {
  const { auth, database } = c.var.deps;
  const session = await auth.api.getSession({ headers: c.req.raw.headers });
  if (!session) throw new AppError('UNAUTHENTICATED', 'signInRequired');
  const [row] = await database.db
    .select({ user: users, sellerStatus: sellers.status })
    .from(users)
    .innerJoin(sellers, eq(sellers.id, users.sellerId))
    .where(eq(users.id, session.user.id));
  if (!row || row.user.deletedAt) {
    await database.db.delete(sessions).where(eq(sessions.userId, session.user.id));
    throw new AppError('UNAUTHENTICATED', 'signInRequired');
  }
  if (!row.user.emailVerified) throw new AppError('EMAIL_NOT_VERIFIED', 'pleaseVerifyEmail');
  if (!row.user.status || !row.sellerStatus) {
    await database.db.delete(sessions).where(eq(sessions.userId, row.user.id));
    throw new AppError('ACCOUNT_DISABLED', 'accountNotApproved');
  }
  const actor: Actor = {
    userId: row.user.id,
    sellerId: row.user.sellerId,
    role: row.user.role,
    master: row.user.master,
    name: row.user.name,
    email: row.user.email,
  };
  c.set('actor', actor);
  await next();
});

export const requireCapability = (capability: Capability, deniedKey: MessageKey = 'notAuthorized') =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!can(c.var.actor.role, capability)) throw new AppError('FORBIDDEN', deniedKey);
    await next();
  });

export const requireMaster = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.actor.master) throw new AppError('FORBIDDEN', 'notAuthorized');
  await next();
});
