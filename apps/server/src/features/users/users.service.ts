import {
  type CreateEmployeeBody,
  type ListQuery,
  offsetOf,
  paged,
  type UpdateEmployeeBody,
} from '@chalan/core';
import { and, asc, count, eq, ilike, isNull, ne, or } from 'drizzle-orm';
import type { Actor } from '../../app-env.ts';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { AppError, fieldError, notFound } from '../../errors.ts';
import { containsPattern } from '../../lib/list.ts';
import { assertEmailFree, emailInUse, inRegistration, insertUser } from '../account/account.service.ts';
import { logActivity } from '../activity/activity.service.ts';

const userColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  status: users.status,
  verified: users.verified,
  emailVerified: users.emailVerified,
  lastLoginAt: users.lastLoginAt,
};

export type UserItem = Pick<typeof users.$inferSelect, keyof typeof userColumns>;

const ofSeller = (sellerId: string, userId: string) =>
  and(eq(users.id, userId), eq(users.sellerId, sellerId), isNull(users.deletedAt));

/** The seller's users who are not deleted, oldest first; search matches name or email. */
export async function listUsers(db: Db, sellerId: string, query: ListQuery) {
  const pattern = query.search ? containsPattern(query.search) : null;
  const where = and(
    eq(users.sellerId, sellerId),
    isNull(users.deletedAt),
    pattern ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined,
  );
  const [items, totals] = await Promise.all([
    db
      .select(userColumns)
      .from(users)
      .where(where)
      .orderBy(asc(users.createdAt), asc(users.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return paged<UserItem>(items, totals[0]?.total ?? 0, query);
}

/**
 * Add Employee: the Admin vouches for the email, so the account can sign in at once (if active). The
 * employee starts in the Admin's language (a shop speaks one); they can switch on their first visit.
 */
export async function createEmployee(db: Db, actor: Actor, input: CreateEmployeeBody): Promise<UserItem> {
  await assertEmailFree(db, input.email);
  return inRegistration(() =>
    db.transaction(async (tx) => {
      const [admin] = await tx
        .select({ language: users.language })
        .from(users)
        .where(eq(users.id, actor.userId));
      const user = await insertUser(
        tx,
        {
          name: input.name,
          email: input.email,
          emailVerified: true,
          sellerId: actor.sellerId,
          role: input.role,
          status: input.status,
          language: admin?.language,
        },
        input.password,
      );
      await logActivity(tx, {
        userId: actor.userId,
        sellerId: actor.sellerId,
        logType: 'account',
        logMessage: `Added ${input.role} ${input.email}`,
      });
      return user;
    }),
  );
}

/** Name, email and role; the seller keeps an Admin because nobody changes their own role. */
export async function updateEmployee(
  db: Db,
  actor: Actor,
  userId: string,
  input: UpdateEmployeeBody,
): Promise<UserItem> {
  if (userId === actor.userId && input.role !== actor.role)
    throw fieldError('VALIDATION', 'role', 'cantChangeOwnRole');
  return inRegistration(() =>
    db.transaction(async (tx) => {
      const [current] = await tx.select({ id: users.id }).from(users).where(ofSeller(actor.sellerId, userId));
      if (!current) throw notFound();
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, input.email), ne(users.id, userId)));
      if (taken) throw emailInUse();
      const [user] = await tx
        .update(users)
        .set({ name: input.name, email: input.email, role: input.role })
        .where(ofSeller(actor.sellerId, userId))
        .returning();
      await logActivity(tx, {
        userId: actor.userId,
        sellerId: actor.sellerId,
        logType: 'account',
        logMessage: `Updated ${user!.email} (${user!.role})`,
      });
      return user!;
    }),
  );
}

/**
 * Marks the user deleted (their row stays, so past work keeps their name), disables them and ends
 * their sessions; their sign-in then says "User not found".
 */
export async function deleteUser(db: Db, actor: Actor, userId: string) {
  if (userId === actor.userId) throw new AppError('VALIDATION', 'cantDeleteYourself');
  return db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ deletedAt: new Date(), status: false })
      .where(ofSeller(actor.sellerId, userId))
      .returning();
    if (!user) throw notFound();
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    await logActivity(tx, {
      userId: actor.userId,
      sellerId: actor.sellerId,
      logType: 'account',
      logMessage: `Deleted ${user.email}`,
    });
    return user;
  });
}

/** Activates or disables a user of the actor's seller; disabling ends their sessions at once. */
export async function setUserStatus(db: Db, actor: Actor, userId: string, status: boolean) {
  if (userId === actor.userId) throw fieldError('VALIDATION', 'status', 'cantChangeOwnStatus');
  return db.transaction(async (tx) => {
    const [user] = await tx.update(users).set({ status }).where(ofSeller(actor.sellerId, userId)).returning();
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
