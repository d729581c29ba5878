import { homeFor, type LoginBody, type RegisterEmployeeBody, type RegisterMerchantBody } from '@chalan/core';
import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-env.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { accounts, sellers, users } from '../../db/schema/index.ts';
import { AppError, fieldError } from '../../errors.ts';
import { logActivity } from '../activity/activity.service.ts';
import type { LoginLimiter } from './login-limiter.ts';
import { insertNewMerchant, insertUserWithPassword } from './new-merchant.ts';

const VERIFIED_CALLBACK = '/login?verified=1';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const emailInUse = () => fieldError('CONFLICT', 'email', 'emailInUse');

export async function assertEmailFree(db: Pick<AppDeps['database']['db'], 'select'>, email: string) {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (existing) throw emailInUse();
}

/** Two registrations with one email at the same moment: the unique index decides, the loser gets 409. */
export async function inRegistration<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw emailInUse();
    throw error;
  }
}

/** Inserts the user and its password (hashed here) in the caller's transaction. */
export async function insertUser(
  tx: Pick<AppDeps['database']['db'], 'insert'>,
  values: typeof users.$inferInsert,
  password: string,
) {
  return insertUserWithPassword(tx, values, await hashPassword(password));
}

export async function sendVerification(deps: AppDeps, email: string): Promise<void> {
  await deps.auth.api.sendVerificationEmail({ body: { email, callbackURL: VERIFIED_CALLBACK } });
}

/**
 * The seller, its Admin and a store named after the shop: all or nothing (the caller's transaction).
 * A master adding a merchant vouches for its email (`emailVerified`); a registration does not.
 */
export async function insertMerchant(
  deps: AppDeps,
  tx: Pick<AppDeps['database']['db'], 'insert'>,
  input: RegisterMerchantBody,
  emailVerified = false,
) {
  return insertNewMerchant(tx, {
    shopName: input.shopName,
    email: input.email,
    passwordHash: await hashPassword(input.password),
    admin: {
      emailVerified,
      master: deps.config.PLATFORM_ADMIN_EMAILS.includes(input.email),
      language: input.language,
    },
  });
}

export async function registerMerchant(deps: AppDeps, input: RegisterMerchantBody, ipAddress: string) {
  await assertEmailFree(deps.database.db, input.email);
  const { admin: user } = await inRegistration(() =>
    deps.database.db.transaction((tx) => insertMerchant(deps, tx, input)),
  );
  await logActivity(deps.database.db, {
    userId: user.id,
    sellerId: user.sellerId,
    logType: 'registration',
    logMessage: `Merchant ${input.shopName} registered`,
    ipAddress,
  });
  await sendVerification(deps, input.email);
  return { userId: user.id, sellerId: user.sellerId };
}

/** A Moderator under an existing merchant, disabled until an Admin of that merchant activates it. */
export async function registerEmployee(deps: AppDeps, input: RegisterEmployeeBody, ipAddress: string) {
  const unknownMerchant = fieldError('VALIDATION', 'merchantId', 'unknownMerchant');
  if (!UUID.test(input.merchantId)) throw unknownMerchant;
  const [seller] = await deps.database.db
    .select()
    .from(sellers)
    .where(eq(sellers.id, input.merchantId.toLowerCase()));
  if (!seller) throw unknownMerchant;
  await assertEmailFree(deps.database.db, input.email);
  const user = await inRegistration(() =>
    deps.database.db.transaction((tx) =>
      insertUser(
        tx,
        {
          name: input.name,
          email: input.email,
          sellerId: seller.id,
          role: 'Moderator',
          status: false,
          language: input.language,
        },
        input.password,
      ),
    ),
  );
  await logActivity(deps.database.db, {
    userId: user.id,
    sellerId: seller.id,
    logType: 'registration',
    logMessage: `Employee ${input.name} registered under ${seller.name}`,
    ipAddress,
  });
  await sendVerification(deps, input.email);
  return { userId: user.id, sellerId: seller.id };
}

/**
 * Checks a sign-in and gives the spec's outcome for each case. Returns the user when a session may be
 * created; the caller creates it. Unverified: re-sends the mail and refuses.
 */
export async function checkLogin(deps: AppDeps, limiter: LoginLimiter, input: LoginBody, ipAddress: string) {
  const { db } = deps.database;
  if (await limiter.isBlocked(input.email, ipAddress)) throw new AppError('RATE_LIMITED', 'tooManyAttempts');
  const [row] = await db
    .select({ user: users, password: accounts.password, sellerStatus: sellers.status })
    .from(users)
    .innerJoin(sellers, eq(sellers.id, users.sellerId))
    .leftJoin(accounts, and(eq(accounts.userId, users.id), eq(accounts.providerId, 'credential')))
    .where(eq(users.email, input.email));
  if (!row) {
    await limiter.recordFailure(null, ipAddress);
    throw new AppError('NOT_REGISTERED', 'pleaseRegisterFirst');
  }
  const { user } = row;
  if (user.deletedAt) {
    await limiter.recordFailure(input.email, ipAddress);
    throw new AppError('USER_NOT_FOUND', 'userNotFound');
  }
  if (!row.password || !(await verifyPassword({ hash: row.password, password: input.password }))) {
    await limiter.recordFailure(input.email, ipAddress);
    throw fieldError('WRONG_PASSWORD', 'password', 'wrongPassword');
  }
  await limiter.recordSuccess(input.email);
  if (!user.emailVerified) {
    await sendVerification(deps, user.email);
    await logActivity(db, {
      userId: user.id,
      sellerId: user.sellerId,
      logType: 'login_refused',
      logMessage: 'Sign-in refused: email not verified; verification email sent again',
      ipAddress,
    });
    throw new AppError('EMAIL_NOT_VERIFIED', 'pleaseVerifyEmail');
  }
  if (!user.status || !row.sellerStatus) {
    await logActivity(db, {
      userId: user.id,
      sellerId: user.sellerId,
      logType: 'login_refused',
      logMessage: 'Sign-in refused: account not approved or disabled',
      ipAddress,
    });
    throw new AppError('ACCOUNT_DISABLED', 'accountNotApproved');
  }
  return user;
}

/** After a session is made: first verified sign-in marks the record verified; last login; activity. */
export async function recordLogin(deps: AppDeps, user: typeof users.$inferSelect, ipAddress: string) {
  await deps.database.db
    .update(users)
    .set({ verified: true, lastLoginAt: new Date() })
    .where(eq(users.id, user.id));
  await logActivity(deps.database.db, {
    userId: user.id,
    sellerId: user.sellerId,
    logType: 'login',
    logMessage: `${user.email} signed in`,
    ipAddress,
  });
  return { home: homeFor(user.role) };
}
