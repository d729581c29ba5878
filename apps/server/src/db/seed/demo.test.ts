import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/fixtures.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { DEMO_CREDENTIALS, seedDemo } from './demo.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('demo seller', () => {
  it('can sign in with the printed credentials and lands on the overview; seeding twice changes nothing', async () => {
    const db = server.deps.database.db;
    expect(await seedDemo(db)).toEqual(DEMO_CREDENTIALS);
    await seedDemo(db);
    const client = await signIn(server, DEMO_CREDENTIALS.email, DEMO_CREDENTIALS.password);
    const me = await client.get('/api/account/me');
    expect(me.body).toMatchObject({ user: { role: 'Admin', verified: true }, home: '/inventory/overview' });
    const checklist = await client.get('/api/onboarding');
    expect(checklist.body).toMatchObject({ hasStore: true, hasProducts: false, complete: false });
  });
});
