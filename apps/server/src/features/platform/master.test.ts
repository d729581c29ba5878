import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAdmin } from '../../test/fixtures.testkit.ts';
import { startTestServer, type TestServer } from '../../test/test-server.testkit.ts';
import { setMasterFlag } from './master.service.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('master flag from the command line', () => {
  it('grants and revokes it by email; the user sees it on their next request', async () => {
    const admin = await newAdmin(server);
    const db = server.deps.database.db;
    expect((await admin.client.get('/api/account/me')).body.user.master).toBe(false);
    expect(await setMasterFlag(db, admin.email.toUpperCase(), true)).toBe(true);
    expect((await admin.client.get('/api/account/me')).body.user.master).toBe(true);
    expect(await setMasterFlag(db, admin.email, false)).toBe(true);
    expect((await admin.client.get('/api/account/me')).body.user.master).toBe(false);
  });

  it('says so when no user has the email', async () => {
    expect(await setMasterFlag(server.deps.database.db, 'nobody@example.com', true)).toBe(false);
  });
});
