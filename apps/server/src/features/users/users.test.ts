import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/index.ts';
import {
  newAdmin,
  newModerator,
  PASSWORD,
  type SignedInUser,
  uniqueEmail,
} from '../../test/fixtures.testkit.ts';
import { startTestServer, type TestServer } from '../../test/test-server.testkit.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const db = () => server.deps.database.db;
const login = (email: string, password = PASSWORD) =>
  server.client().post('/api/account/login', { email, password });
const usersOf = async (sellerId: string) =>
  (await db().select({ n: count() }).from(users).where(eq(users.sellerId, sellerId)))[0]!.n;

function addEmployee(admin: SignedInUser, overrides: Record<string, unknown> = {}) {
  return admin.client.post('/api/users', {
    name: 'Rina Akter',
    email: uniqueEmail('emp'),
    password: PASSWORD,
    role: 'Moderator',
    status: true,
    ...overrides,
  });
}

describe('activating and deactivating users', () => {
  it('deactivating ends the user’s sessions at once and keeps them out until reactivated', async () => {
    const admin = await newAdmin(server);
    const staff = await newModerator(server, admin, 'Rakib');
    expect((await staff.client.get('/api/account/me')).status).toBe(200);

    const off = await admin.client.patch(`/api/users/${staff.userId}/status`, { status: false });
    expect(off.status).toBe(200);
    expect(off.body.message).toBe('Successfully Deactivated');
    expect(await db().select().from(sessions).where(eq(sessions.userId, staff.userId))).toEqual([]);
    expect((await staff.client.get('/api/account/me')).status).toBe(401);
    const again = await login(staff.email);
    expect(again.body.error.code).toBe('ACCOUNT_DISABLED');

    const on = await admin.client.patch(`/api/users/${staff.userId}/status`, { status: true });
    expect(on.body.message).toBe('Successfully Activated');
    expect((await login(staff.email)).status).toBe(200);
  });

  it('lists the seller’s users with role, status, verified, email verified and last login', async () => {
    const admin = await newAdmin(server, 'Lister');
    await newModerator(server, admin, 'Mitu');
    const res = await admin.client.get('/api/users');
    expect(res.body).toMatchObject({ page: 1, limit: 10, total: 2, totalPages: 1 });
    expect(res.body.items).toEqual([
      expect.objectContaining({
        name: 'Lister',
        role: 'Admin',
        status: true,
        verified: true,
        emailVerified: true,
      }),
      expect.objectContaining({ name: 'Mitu', role: 'Moderator', status: true, verified: true }),
    ]);
    expect(res.body.items[1].lastLoginAt).toEqual(expect.any(String));
  });

  it('tells a Moderator they are not authorized to edit users, on every users route', async () => {
    const admin = await newAdmin(server);
    const staff = await newModerator(server, admin);
    const calls = [
      staff.client.get('/api/users'),
      staff.client.patch(`/api/users/${admin.userId}/status`, { status: false }),
      addEmployee(staff),
      staff.client.put(`/api/users/${admin.userId}`, { name: 'X', email: staff.email, role: 'Moderator' }),
      staff.client.delete(`/api/users/${admin.userId}`),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe('You are not authorized to edit user');
    }
    expect(await usersOf(admin.sellerId)).toBe(2);
  });

  it('does not let an Admin deactivate themself', async () => {
    const admin = await newAdmin(server);
    const res = await admin.client.patch(`/api/users/${admin.userId}/status`, { status: false });
    expect(res.status).toBe(400);
    expect((await admin.client.get('/api/account/me')).status).toBe(200);
  });

  it('treats another seller’s user as not found', async () => {
    const a = await newAdmin(server);
    const b = await newAdmin(server);
    const staffOfB = await newModerator(server, b, 'Sumi');
    const res = await a.client.patch(`/api/users/${staffOfB.userId}/status`, { status: false });
    expect(res.status).toBe(404);
    const edit = await a.client.put(`/api/users/${staffOfB.userId}`, {
      name: 'Taken',
      email: uniqueEmail('x'),
      role: 'Admin',
    });
    expect(edit.status).toBe(404);
    expect((await a.client.delete(`/api/users/${staffOfB.userId}`)).status).toBe(404);
    expect((await staffOfB.client.get('/api/account/me')).body.user).toMatchObject({
      name: 'Sumi',
      role: 'Moderator',
    });
  });
});

describe('paging and search', () => {
  it('pages with the chosen page size and searches by name or email', async () => {
    const admin = await newAdmin(server, 'Pager');
    const emails: string[] = [];
    for (let i = 1; i <= 11; i++) {
      const email = uniqueEmail(`page${i}`);
      emails.push(email);
      const res = await addEmployee(admin, { name: `Worker ${String(i).padStart(2, '0')}`, email });
      expect(res.status).toBe(201);
    }
    const first = await admin.client.get('/api/users?limit=10');
    expect(first.body).toMatchObject({ page: 1, limit: 10, total: 12, totalPages: 2 });
    expect(first.body.items).toHaveLength(10);
    const second = await admin.client.get('/api/users?limit=10&page=2');
    expect(second.body.items.map((u: { name: string }) => u.name)).toEqual(['Worker 10', 'Worker 11']);
    const all = await admin.client.get('/api/users?limit=25');
    expect(all.body).toMatchObject({ total: 12, totalPages: 1 });
    expect(all.body.items).toHaveLength(12);

    const byName = await admin.client.get('/api/users?search=worker%2007');
    expect(byName.body.items.map((u: { name: string }) => u.name)).toEqual(['Worker 07']);
    const byEmail = await admin.client.get(`/api/users?search=${encodeURIComponent(emails[2]!)}`);
    expect(byEmail.body.items.map((u: { email: string }) => u.email)).toEqual([emails[2]]);
    const wildcard = await admin.client.get('/api/users?search=%25');
    expect(wildcard.body.total).toBe(0);

    const badSize = await admin.client.get('/api/users?limit=7');
    expect(badSize.status).toBe(400);
    expect(badSize.body.error.fields.limit).toBe('Page size must be 10, 25, 50 or 100');
  });
});

describe('Add Employee', () => {
  it('creates an account that signs in at once and lands on its role’s home', async () => {
    const admin = await newAdmin(server);
    const email = uniqueEmail('rina');
    const res = await addEmployee(admin, { name: 'Rina Akter', email: email.toUpperCase() });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Rina Akter is added successfully');
    expect(res.body.user).toMatchObject({
      name: 'Rina Akter',
      email,
      role: 'Moderator',
      status: true,
      emailVerified: true,
      verified: false,
      lastLoginAt: null,
    });
    const signIn = await login(email);
    expect(signIn.status).toBe(200);
    expect(signIn.body.home).toBe('/inventory/start-order');
    const listed = await admin.client.get(`/api/users?search=${encodeURIComponent(email)}`);
    expect(listed.body.items[0]).toMatchObject({ verified: true, lastLoginAt: expect.any(String) });

    const second = uniqueEmail('second-admin');
    expect((await addEmployee(admin, { name: 'Partner', email: second, role: 'Admin' })).status).toBe(201);
    expect((await login(second)).body.home).toBe('/inventory/overview');
  });

  it('adds an inactive employee who cannot sign in until activated', async () => {
    const admin = await newAdmin(server);
    const email = uniqueEmail('inactive');
    const res = await addEmployee(admin, { email, status: false });
    expect(res.body.user.status).toBe(false);
    const refused = await login(email);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('Account Not Approved Yet');
  });

  it('starts the employee in the language of the Admin who adds them', async () => {
    const admin = await newAdmin(server);
    await admin.client.put('/api/account/preferences', { language: 'bn' });
    const email = uniqueEmail('bangla');
    expect((await addEmployee(admin, { email })).status).toBe(201);
    const employee = server.client();
    await employee.post('/api/account/login', { email, password: PASSWORD });
    const me = await employee.get('/api/account/me');
    expect(me.body.user.preferences.language).toBe('bn');
  });

  it('refuses bad input field by field and creates nothing', async () => {
    const admin = await newAdmin(server);
    const res = await admin.client.post('/api/users', {
      name: ' ',
      email: 'not-an-email',
      password: 'short',
      role: 'Owner',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      name: 'Name is required',
      email: 'Invalid Email',
      password: 'Password must be at least 8 characters',
      role: 'Choose a role: Admin or Moderator',
    });
    expect(await usersOf(admin.sellerId)).toBe(1);
  });

  it('answers 409 on the email when it is taken, creating nothing', async () => {
    const admin = await newAdmin(server);
    const other = await newAdmin(server);
    const res = await addEmployee(admin, { email: other.email });
    expect(res.status).toBe(409);
    expect(res.body.error.fields).toEqual({ email: 'An account with this email already exists' });
    expect(await usersOf(admin.sellerId)).toBe(1);
    expect((await login(other.email)).status).toBe(200);
  });
});

describe('editing users', () => {
  it('changes name, email and role and says so', async () => {
    const admin = await newAdmin(server);
    const staff = await newModerator(server, admin, 'Kamal');
    const email = uniqueEmail('kamal');
    const res = await admin.client.put(`/api/users/${staff.userId}`, {
      name: 'Kamal Hossain',
      email,
      role: 'Admin',
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Kamal Hossain is updated successfully');
    expect(res.body.user).toMatchObject({ name: 'Kamal Hossain', email, role: 'Admin' });
    // The role applies to their next request: an Admin route now answers.
    expect((await staff.client.get('/api/users')).status).toBe(200);
    expect((await login(email)).status).toBe(200);
    expect((await login(staff.email)).body.error.message).toBe('Please Register First');
  });

  it('does not let an Admin change their own role, but lets them rename themself', async () => {
    const admin = await newAdmin(server, 'Own Role');
    const res = await admin.client.put(`/api/users/${admin.userId}`, {
      name: 'Own Role',
      email: admin.email,
      role: 'Moderator',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe("You can't change your own role");
    expect(res.body.error.fields).toEqual({ role: "You can't change your own role" });
    expect((await admin.client.get('/api/account/me')).body.user.role).toBe('Admin');

    const renamed = await admin.client.put(`/api/users/${admin.userId}`, {
      name: 'Owner Name',
      email: admin.email,
      role: 'Admin',
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.message).toBe('Owner Name is updated successfully');
  });

  it('answers 409 on a taken email and changes nothing', async () => {
    const admin = await newAdmin(server);
    const staff = await newModerator(server, admin, 'Nila');
    const other = await newAdmin(server);
    const res = await admin.client.put(`/api/users/${staff.userId}`, {
      name: 'Changed',
      email: other.email,
      role: 'Admin',
    });
    expect(res.status).toBe(409);
    expect(res.body.error.fields.email).toBe('An account with this email already exists');
    const [row] = await db().select().from(users).where(eq(users.id, staff.userId));
    expect(row).toMatchObject({ name: 'Nila', email: staff.email, role: 'Moderator' });
  });
});

describe('deleting users', () => {
  it('refuses to delete oneself', async () => {
    const admin = await newAdmin(server);
    const res = await admin.client.delete(`/api/users/${admin.userId}`);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe("You can't delete yourself");
    expect((await admin.client.get('/api/account/me')).status).toBe(200);
  });

  it('signs the user out, hides them, refuses their sign-in and keeps their name for past work', async () => {
    const admin = await newAdmin(server);
    const staff = await newModerator(server, admin, 'Gone Soon');
    const res = await admin.client.delete(`/api/users/${staff.userId}`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('User deleted successfully');

    expect((await staff.client.get('/api/account/me')).status).toBe(401);
    const list = await admin.client.get('/api/users');
    expect(list.body.items.map((u: { id: string }) => u.id)).toEqual([admin.userId]);
    expect(list.body.total).toBe(1);
    const signIn = await login(staff.email);
    expect(signIn.status).toBe(404);
    expect(signIn.body.error.message).toBe('User not found');

    const [row] = await db()
      .select({ name: users.name, status: users.status })
      .from(users)
      .where(and(eq(users.id, staff.userId), eq(users.sellerId, admin.sellerId)));
    expect(row).toEqual({ name: 'Gone Soon', status: false });

    expect((await admin.client.delete(`/api/users/${staff.userId}`)).status).toBe(404);
    const reactivate = await admin.client.patch(`/api/users/${staff.userId}/status`, { status: true });
    expect(reactivate.status).toBe(404);
    expect((await login(staff.email)).body.error.message).toBe('User not found');
  });
});
