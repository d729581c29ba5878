import { hashPassword } from 'better-auth/crypto';
import { expect } from 'vitest';
import { sessionCookieName, signSessionToken } from '../auth/session-cookie.ts';
import { seedMerchant, seedSession, seedStaff } from '../db/seed/accounts.ts';
import type { HttpClient } from './http-client.testkit.ts';
import type { TestServer } from './test-server.testkit.ts';

let counter = 0;
export const uniqueEmail = (prefix = 'user') =>
  `${prefix}-${process.pid}-${Date.now().toString(36)}-${++counter}@example.com`;

export const PASSWORD = 'correct-horse-9';

let passwordHashOnce: Promise<string> | undefined;
/** PASSWORD hashed once per test process: seeded accounts share it, and still sign in over HTTP with it. */
export const passwordHash = () => (passwordHashOnce ??= hashPassword(PASSWORD));

/** Opens the newest verification link mailed to `email`, as the user's browser would. */
export async function openVerificationLink(server: TestServer, email: string) {
  const mails = server.outbox(email);
  const link = mails.at(-1)?.links[0];
  expect(link, `a verification mail to ${email}`).toBeTruthy();
  const url = new URL(link!);
  return server.client().get(url.pathname + url.search);
}

export async function signIn(server: TestServer, email: string, password = PASSWORD): Promise<HttpClient> {
  const client = server.client();
  const res = await client.post('/api/account/login', { email, password });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return client;
}

export interface SignedInUser {
  client: HttpClient;
  email: string;
  userId: string;
  sellerId: string;
}

async function me(client: HttpClient, email: string): Promise<SignedInUser> {
  const res = await client.get('/api/account/me');
  expect(res.status).toBe(200);
  return { client, email, userId: res.body.user.id, sellerId: res.body.seller.id };
}

/** A browser holding a fresh session of `userId`, made in the database and signed as better-auth signs it. */
export async function sessionClient(server: TestServer, userId: string): Promise<HttpClient> {
  const { config, database } = server.deps;
  const token = await seedSession(database.db, userId);
  const client = server.client();
  client.setCookie(sessionCookieName(config), signSessionToken(token, config));
  return client;
}

/**
 * A merchant as if it had registered, verified the email and signed in: seller, Admin and store are
 * seeded and the session made directly (registration's own path is tested by the account tests, through
 * `registerAdmin`).
 */
export async function newAdmin(server: TestServer, shopName = 'Test Shop'): Promise<SignedInUser> {
  const email = uniqueEmail('admin');
  const { config, database } = server.deps;
  const { userId, sellerId } = await seedMerchant(database.db, {
    shopName,
    email,
    passwordHash: await passwordHash(),
    master: config.PLATFORM_ADMIN_EMAILS.includes(email),
  });
  return { client: await sessionClient(server, userId), email, userId, sellerId };
}

/** An active, verified Moderator of `admin`'s seller who has signed in (seeded, like `newAdmin`). */
export async function newModerator(
  server: TestServer,
  admin: SignedInUser,
  name = 'Staff',
): Promise<SignedInUser> {
  const email = uniqueEmail('staff');
  const { userId, sellerId } = await seedStaff(server.deps.database.db, {
    sellerId: admin.sellerId,
    name,
    email,
    passwordHash: await passwordHash(),
  });
  return { client: await sessionClient(server, userId), email, userId, sellerId };
}

/** A merchant who registered over HTTP, opened the verification link and signed in (the account tests). */
export async function registerAdmin(server: TestServer, shopName = 'Test Shop'): Promise<SignedInUser> {
  const email = uniqueEmail('admin');
  const res = await server
    .client()
    .post('/api/account/register/merchant', { shopName, email, password: PASSWORD });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  await openVerificationLink(server, email);
  return me(await signIn(server, email), email);
}
