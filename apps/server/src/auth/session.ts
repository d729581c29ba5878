import { type Capability, can, type MessageKey } from '@chalan/core';
import { eq, sql } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { Actor, AppEnv } from '../app-env.ts';
import type { Db } from '../db/client.ts';
import { preparedOnce } from '../db/prepared.ts';
import { sellers, sessions, users } from '../db/schema/index.ts';
import { AppError } from '../errors.ts';
import { SESSION_SECONDS, SESSION_UPDATE_SECONDS } from './auth.ts';
import { sessionCache } from './session-cache.ts';
import { signedSessionToken } from './session-cookie.ts';

/** When better-auth would extend the session's life (a day after it was last extended). */
const needsRefresh = (expiresAt: Date) =>
  expiresAt.getTime() - (SESSION_SECONDS - SESSION_UPDATE_SECONDS) * 1000 <= Date.now();

/** The session, its user and seller: the one query every guarded request runs, prepared once. */
/** The check every guarded request makes (exported for bench/session-check.ts). */
export const sessionQuery = (db: Db) =>
  preparedOnce(db, 'session_actor', () =>
    db
      .select({
        expiresAt: sessions.expiresAt,
        user: {
          id: users.id,
          sellerId: users.sellerId,
          role: users.role,
          master: users.master,
          name: users.name,
          email: users.email,
          emailVerified: users.emailVerified,
          status: users.status,
          deletedAt: users.deletedAt,
        },
        sellerStatus: sellers.status,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .innerJoin(sellers, eq(sellers.id, users.sellerId))
      .where(eq(sessions.token, sql.placeholder('token')))
      .prepare('session_actor'),
  );

type SessionRow = Awaited<ReturnType<ReturnType<typeof sessionQuery>['execute']>>[number];

/**
 * Every guarded request: a live session, a verified email, an active user of an active seller — one
 * query for the session, its user and seller (a check that passed is trusted for a few seconds:
 * session-cache.ts). Once a day per session better-auth's getSession runs too, to extend the session
 * as it does. A disabled user's sessions are ended here as well as when they are disabled.
 */
export const requireActor = createMiddleware<AppEnv>(async (c, next) => {
  const { auth, config, database } = c.var.deps;
  const token = signedSessionToken(c, config);
  if (!token) throw new AppError('UNAUTHENTICATED', 'signInRequired');
  // Embedded only: on PostgreSQL other instances change sessions too, so each request reads the check.
  const cached =
    database.kind === 'pglite' ? sessionCache.get<SessionRow>(database.db, token) : { generation: 0 };
  const [row] = cached.value ? [cached.value] : await sessionQuery(database.db).execute({ token });
  if (!row || row.expiresAt.getTime() <= Date.now()) throw new AppError('UNAUTHENTICATED', 'signInRequired');
  if (row.user.deletedAt) {
    await database.db.delete(sessions).where(eq(sessions.userId, row.user.id));
    throw new AppError('UNAUTHENTICATED', 'signInRequired');
  }
  if (!row.user.emailVerified) throw new AppError('EMAIL_NOT_VERIFIED', 'pleaseVerifyEmail');
  if (!row.user.status || !row.sellerStatus) {
    await database.db.delete(sessions).where(eq(sessions.userId, row.user.id));
    throw new AppError('ACCOUNT_DISABLED', 'accountNotApproved');
  }
  if (needsRefresh(row.expiresAt)) await auth.api.getSession({ headers: c.req.raw.headers });
  else if (!cached.value && database.kind === 'pglite')
    sessionCache.set(database.db, token, row, cached.generation);
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
