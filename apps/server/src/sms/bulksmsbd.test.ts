import { createServer } from 'node:net';
import { DEMO_SMS_ACCOUNT, type FakeCourier, startFakeCourier } from '@chalan/fake-courier';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bulkSmsBdBalance, bulkSmsBdBalanceUrl, sendBulkSmsBd } from './bulksmsbd.ts';
import type { SmsGatewayAccount } from './gateway.ts';

let fake: FakeCourier;
beforeAll(async () => {
  fake = await startFakeCourier();
});
afterEach(() => fake.reset());
afterAll(() => fake?.close());

const account = (overrides: Partial<SmsGatewayAccount> = {}): SmsGatewayAccount => ({
  url: fake.sms.url,
  apiKey: DEMO_SMS_ACCOUNT.apiKey,
  senderId: DEMO_SMS_ACCOUNT.senderId,
  ...overrides,
});

const BANGLA = 'রহিমা ফ্যাশন: আপনার অর্ডার #১০৪২ (৳১,২৫০) নিশ্চিত করতে যান http://127.0.0.1:5173/c/Xy7 ধন্যবাদ';

/** A port nothing listens on: taken from the system, then let go. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('sendBulkSmsBd', () => {
  it('sends the text to 88 + the number and answers the gateway’s message id', async () => {
    const result = await sendBulkSmsBd(account(), '01712345678', BANGLA);
    expect(result).toEqual({ ok: true, gatewayId: expect.stringMatching(/^\d+$/) });
    const [sent, ...more] = fake.sms.messages();
    expect(more).toEqual([]);
    expect(sent).toMatchObject({
      number: '8801712345678',
      message: BANGLA,
      senderId: DEMO_SMS_ACCOUNT.senderId,
      parts: 2,
    });
    expect(result.ok && result.gatewayId).toBe(String(sent?.id));
  });

  it.each([
    ['an unknown key', { apiKey: 'wrong-key' }, '01712345678', 'User Id not found (1011)'],
    [
      'a sender id not the account’s',
      { senderId: '8809617999999' },
      '01712345678',
      'sender id not correct/sender id is disabled (1002)',
    ],
    ['a number that is not a mobile', {}, '01212345678', 'Invalid Number (1001)'],
  ])('is refused for %s, in the gateway’s words', async (_, overrides, phone, detail) => {
    const result = await sendBulkSmsBd(account(overrides), phone, 'Hello');
    expect(result).toEqual({
      ok: false,
      failure: 'refused',
      reason: {
        key: 'smsGatewaySaid',
        params: { detail },
        text: `The SMS gateway did not send it: ${detail}`,
      },
    });
    expect(fake.sms.messages()).toEqual([]);
  });

  it('is lost when the gateway does not answer in time', async () => {
    fake.sms.fault('timeout');
    const result = await sendBulkSmsBd(account({ timeoutMs: 200 }), '01712345678', 'Hello');
    expect(result).toEqual({
      ok: false,
      failure: 'lost',
      reason: {
        key: 'smsGatewayTimedOut',
        params: { seconds: 0.2 },
        text: 'The SMS gateway did not answer within 0.2 seconds',
      },
    });
  });

  it.each([
    ['HTTP 500', 'http500', 500],
    ['an answer that is not JSON', 'garbage', 200],
  ] as const)('is lost on %s', async (_, kind, status) => {
    fake.sms.fault(kind);
    const result = await sendBulkSmsBd(account(), '01712345678', 'Hello');
    expect(result).toEqual({
      ok: false,
      failure: 'lost',
      reason: {
        key: 'smsGatewayUnexpected',
        params: { status },
        text: `The SMS gateway gave an answer we could not read (HTTP ${status})`,
      },
    });
    expect(fake.sms.messages()).toEqual([]);
  });

  it('is lost when nothing listens at the address', async () => {
    const url = `http://127.0.0.1:${await closedPort()}/api/smsapi`;
    const result = await sendBulkSmsBd(account({ url }), '01712345678', 'Hello');
    expect(result).toEqual({
      ok: false,
      failure: 'lost',
      reason: {
        key: 'smsGatewayUnreachable',
        params: { detail: 'connection refused' },
        text: 'Could not reach the SMS gateway (connection refused)',
      },
    });
  });
});

describe('bulkSmsBdBalance', () => {
  it('finds the balance address beside the send address', () => {
    expect(bulkSmsBdBalanceUrl('http://bulksmsbd.net/api/smsapi')).toBe(
      'http://bulksmsbd.net/api/getBalanceApi',
    );
    expect(bulkSmsBdBalanceUrl('http://127.0.0.1:4010/bulksmsbd/api/smsapi')).toBe(
      'http://127.0.0.1:4010/bulksmsbd/api/getBalanceApi',
    );
  });

  it('answers the balance in taka, less what was sent', async () => {
    expect(await bulkSmsBdBalance(account())).toEqual({ ok: true, balanceTaka: '500' });
    await sendBulkSmsBd(account(), '01712345678', BANGLA);
    expect(await bulkSmsBdBalance(account())).toEqual({ ok: true, balanceTaka: '499.3' });
  });

  it('is refused for an unknown key, and lost when the gateway fails', async () => {
    expect(await bulkSmsBdBalance(account({ apiKey: 'wrong-key' }))).toMatchObject({
      ok: false,
      failure: 'refused',
      reason: { key: 'smsGatewaySaid', params: { detail: 'User Id not found (1011)' } },
    });
    fake.sms.fault('http500');
    expect(await bulkSmsBdBalance(account())).toMatchObject({
      ok: false,
      failure: 'lost',
      reason: { key: 'smsGatewayUnexpected', params: { status: 500 } },
    });
  });
});
