import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Actor } from '../../app-env.ts';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../errors.ts';
import { logActivity } from '../activity/activity.service.ts';

export async function listUsers(db: Db, sellerId: string) {
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      status: users.status,
      verified: users.verified,
      lastLoginAt: users.lastLoginAt,
    })
    .from(users)
    .where(and(eq(users.sellerId, sellerId), isNull(users.deletedAt)))
    .orderBy(asc(users.createdAt));
}

/** Activates or disables a user of the actor's seller; disabling ends their sessions at once. */
export async function setUserStatus(db: Db, actor: Actor, userId: string, status: boolean) {
  if (userId === actor.userId)
    throw new AppError('VALIDATION', 'cantChangeOwnStatus', {}, { status: "You can't deactivate yourself" });
  return db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ status })
      .where(and(eq(users.id, userId), eq(users.sellerId, actor.sellerId), isNull(users.deletedAt)))
      .returning();
    if (!user) throw notFound();
    if (!status) await tx.delete(sessions).where(eq(sessions.userId, user.id));
    await logActivity(tx, {
      userId: actor.userId,
      sellerId: actor.sellerId,
      logType: 'account',
      logMessage: `${status ? 'Activated' : 'Deactivated'} ${user.email}`,
    });
    return user;
  });
}
