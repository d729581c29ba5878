import { randomBytes } from 'node:crypto';
import type { Role } from '@chalan/core';
import { SESSION_SECONDS } from '../../auth/auth.ts';
import { insertNewMerchant, insertUserWithPassword } from '../../features/account/new-merchant.ts';
import type { Db } from '../client.ts';
import { sessions } from '../schema/index.ts';

/**
 * Accounts written straight to the tables, in the state a registration, a verified email and a first
 * sign-in leave them. Callers pass a password hash (better-auth's `hashPassword`) so that a run that
 * makes many accounts with one password hashes it once: scrypt is what made HTTP sign-ups slow.
 */

export interface SeededUser {
  userId: string;
  sellerId: string;
  email: string;
}

/** What a registration, a verified email and a first sign-in leave on a user. */
const signedInOnce = () => ({ emailVerified: true, verified: true, lastLoginAt: new Date() });

/** A merchant as registration makes it (seller, Admin, a store named after the shop), verified and signed in once. */
export async function seedMerchant(
  db: Db,
  input: { shopName: string; email: string; passwordHash: string; master?: boolean },
): Promise<SeededUser> {
  const { seller, admin } = await db.transaction((tx) =>
    insertNewMerchant(tx, {
      shopName: input.shopName,
      email: input.email,
      passwordHash: input.passwordHash,
      admin: { ...signedInOnce(), master: input.master ?? false },
    }),
  );
  return { userId: admin.id, sellerId: seller.id, email: input.email };
}

/** An active, verified user of an existing seller who has signed in once (an employee an Admin activated). */
export async function seedStaff(
  db: Db,
  input: {
    sellerId: string;
    name: string;
    email: string;
    passwordHash: string;
    role?: Role;
  },
): Promise<SeededUser> {
  const { passwordHash, role = 'Moderator', ...user } = input;
  const { id } = await db.transaction((tx) =>
    insertUserWithPassword(
      tx,
      { ...user, role, master: false, status: true, ...signedInOnce() },
      passwordHash,
    ),
  );
  return { userId: id, sellerId: input.sellerId, email: input.email };
}

/**
 * A session as better-auth makes it at sign-in (a random 32-character token, 30 days). Returns the
 * token; `signSessionToken` turns it into the cookie's value.
 */
export async function seedSession(db: Db, userId: string): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await db.insert(sessions).values({
    token,
    userId,
    expiresAt: new Date(Date.now() + SESSION_SECONDS * 1000),
  });
  return token;
}
