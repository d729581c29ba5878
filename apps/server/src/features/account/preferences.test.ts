import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { newAdmin, PASSWORD, uniqueEmail } from '../../test/fixtures.testkit.ts';
import { startTestServer, type TestServer } from '../../test/test-server.testkit.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('a user’s language and digits', () => {
  it('start in English with Bangla digits, and a change is kept on the user for every device', async () => {
    const { client } = await newAdmin(server, 'Rupa Fashion');
    const before = await client.get('/api/account/me');
    expect(before.body.user.preferences).toEqual({ language: 'en', latinDigits: false });

    const changed = await client.put('/api/account/preferences', { language: 'bn' });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ language: 'bn', latinDigits: false });
    const digits = await client.put('/api/account/preferences', { latinDigits: true });
    expect(digits.body).toEqual({ language: 'bn', latinDigits: true });

    const after = await client.get('/api/account/me');
    expect(after.body.user.preferences).toEqual({ language: 'bn', latinDigits: true });
  });

  it('refuses a language Chalan does not speak, changing nothing', async () => {
    const { client, userId } = await newAdmin(server);
    const res = await client.put('/api/account/preferences', { language: 'fr' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields)).toEqual(['language']);
    const [user] = await server.deps.database.db.select().from(users).where(eq(users.id, userId));
    expect(user?.language).toBe('en');
  });

  it('mails the verification link in the language the user registered in', async () => {
    const email = uniqueEmail('bangla');
    const res = await server.client().post('/api/account/register/merchant', {
      shopName: 'রূপা ফ্যাশন',
      email,
      password: PASSWORD,
      language: 'bn',
    });
    expect(res.status).toBe(201);
    const [mail] = server.outbox(email);
    expect(mail?.subject).toBe('Chalan-এ আপনার ইমেইল ভেরিফাই করুন');
    expect(mail?.text).toContain('লিংকটি ২৪ ঘণ্টা কাজ করবে');
    const [user] = await server.deps.database.db.select().from(users).where(eq(users.email, email));
    expect(user?.language).toBe('bn');
  });
});
