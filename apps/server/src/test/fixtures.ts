import { expect } from 'vitest';
import type { HttpClient } from './http-client.ts';
import type { TestServer } from './test-server.ts';

let counter = 0;
export const uniqueEmail = (prefix = 'user') =>
  `${prefix}-${process.pid}-${Date.now().toString(36)}-${++counter}@example.com`;

export const PASSWORD = 'correct-horse-9';

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

/** A merchant who registered, verified the email and signed in. */
export async function newAdmin(server: TestServer, shopName = 'Test Shop'): Promise<SignedInUser> {
  const email = uniqueEmail('admin');
  const res = await server
    .client()
    .post('/api/account/register/merchant', { shopName, email, password: PASSWORD });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  await openVerificationLink(server, email);
  return me(await signIn(server, email), email);
}

/** An employee who registered under `admin`'s merchant id, verified, was activated and signed in. */
export async function newModerator(
  server: TestServer,
  admin: SignedInUser,
  name = 'Staff',
): Promise<SignedInUser> {
  const email = uniqueEmail('staff');
  const res = await server
    .client()
    .post('/api/account/register/employee', { name, email, password: PASSWORD, merchantId: admin.sellerId });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  await openVerificationLink(server, email);
  const users = await admin.client.get(`/api/users?search=${encodeURIComponent(email)}`);
  const staff = users.body.items.find((u: { email: string }) => u.email === email);
  const activated = await admin.client.patch(`/api/users/${staff.id}/status`, { status: true });
  expect(activated.status).toBe(200);
  return me(await signIn(server, email), email);
}
