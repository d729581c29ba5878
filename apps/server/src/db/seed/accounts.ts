import { randomBytes } from 'node:crypto';
import { SESSION_SECONDS } from '../../auth/auth.ts';
import type { Db, Tx } from '../client.ts';
import { accounts, sellers, sessions, stores, users } from '../schema/index.ts';

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

/** A merchant as registration makes it (seller, Admin, a store named after the shop), verified and signed in once. */
export async function seedMerchant(
  db: Db,
  input: { shopName: string; email: string; passwordHash: string; master?: boolean },
): Promise<SeededUser> {
  return db.transaction(async (tx) => {
    const [seller] = await tx
      .insert(sellers)
      .values({ name: input.shopName, email: input.email })
      .returning();
    const userId = await insertSignedInUser(tx, {
      name: input.shopName,
      email: input.email,
      sellerId: seller!.id,
      role: 'Admin',
      master: input.master ?? false,
      passwordHash: input.passwordHash,
    });
    await tx.insert(stores).values({ sellerId: seller!.id, name: input.shopName, status: true });
    return { userId, sellerId: seller!.id, email: input.email };
  });
}

/** An active, verified user of an existing seller who has signed in once (an employee an Admin activated). */
export async function seedStaff(
  db: Db,
  input: {
    sellerId: string;
    name: string;
    email: string;
    passwordHash: string;
    role?: 'Admin' | 'Moderator';
  },
): Promise<SeededUser> {
  const userId = await db.transaction((tx) =>
    insertSignedInUser(tx, { ...input, role: input.role ?? 'Moderator', master: false }),
  );
  return { userId, sellerId: input.sellerId, email: input.email };
}

async function insertSignedInUser(
  tx: Tx,
  input: {
    name: string;
    email: string;
    sellerId: string;
    role: 'Admin' | 'Moderator';
    master: boolean;
    passwordHash: string;
  },
) {
  const [user] = await tx
    .insert(users)
    .values({
      name: input.name,
      email: input.email,
      sellerId: input.sellerId,
      role: input.role,
      master: input.master,
      status: true,
      emailVerified: true,
      verified: true,
      lastLoginAt: new Date(),
    })
    .returning({ id: users.id });
  await tx.insert(accounts).values({
    accountId: user!.id,
    providerId: 'credential',
    userId: user!.id,
    password: input.passwordHash,
  });
  return user!.id;
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
