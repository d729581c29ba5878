import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/index.ts';
import { newAdmin, newModerator, PASSWORD } from '../../test/fixtures.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('activating and deactivating users', () => {
  it('deactivating ends the user’s sessions at once and keeps them out until reactivated', async () => {
    const admin = await newAdmin(server);
    const staff = await newModerator(server, admin, 'Rakib');
    expect((await staff.client.get('/api/account/me')).status).toBe(200);

    const off = await admin.client.patch(`/api/users/${staff.userId}/status`, { status: false });
    expect(off.status).toBe(200);
    expect(off.body.message).toBe('Successfully Deactivated');
    expect(
      await server.deps.database.db.select().from(sessions).where(eq(sessions.userId, staff.userId)),
    ).toEqual([]);
    expect((await staff.client.get('/api/account/me')).status).toBe(401);
    const again = await server
      .client()
      .post('/api/account/login', { email: staff.email, password: PASSWORD });
    expect(again.body.error.code).toBe('ACCOUNT_DISABLED');
  });

  it('lists the seller’s users with role, status, verified and last login', async () => {
    const admin = await newAdmin(server, 'Lister');
    await newModerator(server, admin, 'Mitu');
    const res = await admin.client.get('/api/users');
    expect(res.body.items).toEqual([
      expect.objectContaining({ name: 'Lister', role: 'Admin', status: true, verified: true }),
      expect.objectContaining({ name: 'Mitu', role: 'Moderator', status: true, verified: true }),
    ]);
    expect(res.body.items[1].lastLoginAt).toEqual(expect.any(String));
  });

  it('tells a Moderator they are not authorized to edit users', async () => {
    const admin = await newAdmin(server);
    const staff = await newModerator(server, admin);
    const res = await staff.client.patch(`/api/users/${admin.userId}/status`, { status: false });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe('You are not authorized to edit user');
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
    const staffOfB = await newModerator(server, b);
    const res = await a.client.patch(`/api/users/${staffOfB.userId}/status`, { status: false });
    expect(res.status).toBe(404);
    expect((await staffOfB.client.get('/api/account/me')).status).toBe(200);
  });
});
