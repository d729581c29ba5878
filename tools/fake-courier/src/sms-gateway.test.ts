import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SMS_ACCOUNT, type FakeCourier, startFakeCourier } from './index.ts';

let fake: FakeCourier;
beforeAll(async () => {
  fake = await startFakeCourier({
    smsAccounts: [{ apiKey: 'low-balance-key', senderId: 'ChalanShop', balance: 0.7 }],
  });
});
afterEach(() => fake.reset());
afterAll(() => fake?.close());

/** Replies are checked field by field. */
const json = (res: Response): Promise<any> => res.json();

const BANGLA = 'আপনার অর্ডার #১২৩৪ নিশ্চিত করতে এই লিংকে যান: http://127.0.0.1:5173/c/AbC123 ধন্যবাদ, রহিমা ফ্যাশন';

const sendParams = (overrides: Record<string, string | undefined> = {}) => {
  const params: Record<string, string | undefined> = {
    api_key: DEMO_SMS_ACCOUNT.apiKey,
    type: 'text',
    number: '8801712345678',
    senderid: DEMO_SMS_ACCOUNT.senderId,
    message: 'Your order is confirmed',
    ...overrides,
  };
  return new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined));
};
/** POST with a form body, as the server's adapter sends. */
const send = (overrides: Record<string, string | undefined> = {}) =>
  fetch(fake.sms.url, { method: 'POST', body: sendParams(overrides) });
const balance = (apiKey: string) =>
  fetch(`${fake.url}/bulksmsbd/api/getBalanceApi?api_key=${encodeURIComponent(apiKey)}`);
const control = (path: string, init: RequestInit = {}) => fetch(`${fake.url}/_control/sms${path}`, init);

describe('BulkSMSBD GET|POST /bulksmsbd/api/smsapi', () => {
  it('sends Bangla text as UCS-2 parts, charges 0.35 taka a part and puts it in the outbox', async () => {
    const reply = await send({ message: BANGLA });
    expect(reply.status).toBe(200);
    const body = await json(reply);
    expect(body).toEqual({
      response_code: 202,
      message_id: expect.any(Number),
      success_message: 'SMS Submitted Successfully',
      error_message: '',
    });
    expect(BANGLA.length).toBeGreaterThan(70);
    expect(fake.sms.messages()).toEqual([
      {
        id: body.message_id,
        apiKey: DEMO_SMS_ACCOUNT.apiKey,
        senderId: DEMO_SMS_ACCOUNT.senderId,
        number: '8801712345678',
        message: BANGLA,
        parts: 2,
        at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
    expect(fake.sms.balance(DEMO_SMS_ACCOUNT.apiKey)).toBe(499.3);
  });

  it('takes GET with the query string, several numbers (01… too) and one message id for them all', async () => {
    const query = sendParams({ number: '01712345678, 8801812345678', message: 'Hello there' });
    const body = await json(await fetch(`${fake.sms.url}?${query}`));
    expect(body.response_code).toBe(202);
    expect(fake.sms.messages().map((m) => [m.id, m.number, m.message, m.parts])).toEqual([
      [body.message_id, '8801712345678', 'Hello there', 1],
      [body.message_id, '8801812345678', 'Hello there', 1],
    ]);
    expect(fake.sms.balance(DEMO_SMS_ACCOUNT.apiKey)).toBe(499.3);
  });

  it('takes POST parameters in the query string too', async () => {
    const body = await json(await fetch(`${fake.sms.url}?${sendParams()}`, { method: 'POST' }));
    expect(body.response_code).toBe(202);
  });

  it.each([
    ['an unknown api_key', { api_key: 'no-such-key' }, 1011, 'User Id not found'],
    ['another sender id', { senderid: '8809617999999' }, 1002, 'sender id not correct/sender id is disabled'],
    ['a land line', { number: '88029123456' }, 1001, 'Invalid Number'],
    ['one bad number among good ones', { number: '8801712345678,8801212345678' }, 1001, 'Invalid Number'],
    [
      'no message',
      { message: undefined },
      1003,
      'Please Required all fields/Contact Your System Administrator',
    ],
    ['an empty number', { number: '' }, 1003, 'Please Required all fields/Contact Your System Administrator'],
    ['no type', { type: undefined }, 1003, 'Please Required all fields/Contact Your System Administrator'],
  ])('refuses %s with HTTP 200 and its code', async (_, overrides, code, text) => {
    const reply = await send(overrides);
    expect(reply.status).toBe(200);
    expect(await json(reply)).toEqual({ response_code: code, success_message: '', error_message: text });
    expect(fake.sms.messages()).toEqual([]);
    expect(fake.sms.balance(DEMO_SMS_ACCOUNT.apiKey)).toBe(500);
  });

  it('refuses 1007 when the balance cannot cover every part, and charges nothing', async () => {
    const account = { api_key: 'low-balance-key', senderid: 'ChalanShop' };
    expect((await json(await send({ ...account, message: BANGLA }))).response_code).toBe(202);
    expect(fake.sms.balance('low-balance-key')).toBe(0);
    expect(await json(await send({ ...account, message: 'one more' }))).toEqual({
      response_code: 1007,
      success_message: '',
      error_message: 'Balance Insufficient',
    });
    expect(fake.sms.messages()).toHaveLength(1);
  });
});

describe('BulkSMSBD /bulksmsbd/api/getBalanceApi', () => {
  it('answers the balance in taka, after what was sent', async () => {
    expect(await json(await balance(DEMO_SMS_ACCOUNT.apiKey))).toEqual({ response_code: 202, balance: 500 });
    await send();
    expect(await json(await balance(DEMO_SMS_ACCOUNT.apiKey))).toEqual({
      response_code: 202,
      balance: 499.65,
    });
    const posted = await fetch(`${fake.url}/bulksmsbd/api/getBalanceApi`, {
      method: 'POST',
      body: new URLSearchParams({ api_key: 'low-balance-key' }),
    });
    expect(await json(posted)).toEqual({ response_code: 202, balance: 0.7 });
  });

  it('answers 1011 for an unknown key', async () => {
    expect(await json(await balance('nobody'))).toEqual({
      response_code: 1011,
      success_message: '',
      error_message: 'User Id not found',
    });
  });
});

describe('/_control/sms', () => {
  it('lists the outbox oldest first, filtered by number in either form, and empties it', async () => {
    await send({ number: '8801712345678', message: 'first' });
    await send({ number: '01812345678', message: 'second' });
    await send({ number: '01712345678', message: 'third' });
    const all = await json(await control(''));
    expect(all.messages.map((m: { message: string }) => m.message)).toEqual(['first', 'second', 'third']);
    for (const number of ['01712345678', '8801712345678']) {
      const some = await json(await control(`?number=${number}`));
      expect(some.messages.map((m: { message: string }) => m.message)).toEqual(['first', 'third']);
    }
    expect(fake.sms.messages('01812345678').map((m) => m.message)).toEqual(['second']);
    expect(await json(await control('', { method: 'DELETE' }))).toEqual({ cleared: 3 });
    expect(await json(await control(''))).toEqual({ messages: [] });
  });

  it('shows the outbox as a page, newest first, links clickable and text escaped', async () => {
    await send({ message: BANGLA });
    await send({ number: '01812345678', message: 'Open <b>this</b>: https://example.com/c/x?a=1&b=2.' });
    const page = await control('/outbox');
    expect(page.headers.get('content-type')).toMatch(/text\/html; charset=utf-8/i);
    const html = await page.text();
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).toContain('<meta name="viewport"');
    expect(html).not.toMatch(/<(?:script|link)\b|src=/);
    expect(html).toContain('<a href="http://127.0.0.1:5173/c/AbC123"');
    expect(html).toContain('<a href="https://example.com/c/x?a=1&amp;b=2"');
    expect(html).toContain('&lt;b&gt;this&lt;/b&gt;');
    expect(html.indexOf('+8801812345678')).toBeLessThan(html.indexOf('+8801712345678'));
    expect(html).toContain('রহিমা ফ্যাশন');
  });

  it('is emptied by reset, which also puts the balances back', async () => {
    await send();
    fake.reset();
    expect(fake.sms.messages()).toEqual([]);
    expect(fake.sms.balance(DEMO_SMS_ACCOUNT.apiKey)).toBe(500);
    await send();
    expect(await json(await fetch(`${fake.url}/_control/reset`, { method: 'POST' }))).toEqual({
      reset: true,
    });
    expect(fake.sms.messages()).toEqual([]);
  });
});

describe('SMS gateway faults', () => {
  const fault = (body: unknown) =>
    control('/faults', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('answers HTTP 500 for the next calls, then works again', async () => {
    expect(await json(await fault({ kind: 'http500', times: 2 }))).toEqual({
      queued: { kind: 'http500', times: 2 },
    });
    expect((await send()).status).toBe(500);
    expect((await balance(DEMO_SMS_ACCOUNT.apiKey)).status).toBe(500);
    expect((await json(await send())).response_code).toBe(202);
    expect(fake.sms.messages()).toHaveLength(1);
  });

  it('answers something that is not JSON', async () => {
    fake.sms.fault('garbage');
    const reply = await send();
    expect(reply.status).toBe(200);
    await expect(reply.clone().json()).rejects.toThrow();
    expect(await reply.text()).toMatch(/<html>/);
    expect(fake.sms.messages()).toEqual([]);
  });

  it('holds the call until the caller gives up, sending nothing', async () => {
    await fault({ kind: 'timeout' });
    const started = Date.now();
    await expect(
      fetch(fake.sms.url, { method: 'POST', body: sendParams(), signal: AbortSignal.timeout(300) }),
    ).rejects.toThrow(/timeout|aborted/i);
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect(fake.sms.messages()).toEqual([]);
    expect((await json(await send())).response_code).toBe(202);
  });

  it('clears queued faults, and refuses a bad fault', async () => {
    fake.sms.fault('http500', 3);
    expect(await json(await control('/faults', { method: 'DELETE' }))).toEqual({ cleared: 3 });
    expect((await send()).status).toBe(200);
    expect((await fault({ kind: 'explode' })).status).toBe(400);
    expect((await fault({ kind: 'timeout', times: 0 })).status).toBe(400);
  });
});
