import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, type FakeCourier, startFakeCourier } from './index.ts';

let fake: FakeCourier;
beforeAll(async () => {
  fake = await startFakeCourier({
    accounts: { steadfast: [{ apiKey: 'seeded-key', secretKey: 'seeded-secret', balance: 42.5 }] },
  });
});
afterEach(() => fake.reset());
afterAll(() => fake?.close());

/** Replies are checked field by field. */
const json = (res: Response): Promise<any> => res.json();

const demo = {
  steadfast: DEMO_ACCOUNTS.steadfast[0],
  pathao: DEMO_ACCOUNTS.pathao[0],
  redx: DEMO_ACCOUNTS.redx[0],
};

const balance = (apiKey?: string, secretKey?: string) => {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (apiKey) headers['Api-Key'] = apiKey;
  if (secretKey) headers['Secret-Key'] = secretKey;
  return fetch(`${fake.baseUrls.STEADFAST_BASE_URL}/get_balance`, { headers });
};
const issueToken = (body: Record<string, string>) =>
  fetch(`${fake.baseUrls.PATHAO_BASE_URL}/aladdin/api/v1/issue-token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
const passwordGrant = (overrides: Record<string, string> = {}) =>
  issueToken({
    client_id: demo.pathao.clientId,
    client_secret: demo.pathao.clientSecret,
    grant_type: 'password',
    username: demo.pathao.username,
    password: demo.pathao.password,
    ...overrides,
  });
const areas = (header?: string, query = '') =>
  fetch(`${fake.baseUrls.REDX_BASE_URL}/areas${query}`, {
    headers: header ? { 'API-ACCESS-TOKEN': header } : {},
  });
const control = (path: string, body: unknown) =>
  fetch(`${fake.url}/_control${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('Steadfast GET /get_balance', () => {
  it('answers the balance of the account whose Api-Key and Secret-Key match', async () => {
    const demoReply = await balance(demo.steadfast.apiKey, demo.steadfast.secretKey);
    expect(demoReply.status).toBe(200);
    expect(await json(demoReply)).toEqual({ status: 200, current_balance: 12_500 });
    const seeded = await balance('seeded-key', 'seeded-secret');
    expect(await json(seeded)).toEqual({ status: 200, current_balance: 42.5 });
  });

  it('answers 401 to a wrong secret, a key of another account, or missing headers', async () => {
    for (const res of [
      await balance(demo.steadfast.apiKey, 'wrong'),
      await balance('seeded-key', demo.steadfast.secretKey),
      await balance(),
    ]) {
      expect(res.status).toBe(401);
      expect(await json(res)).toEqual({ status: 401, message: 'Unauthorized' });
    }
  });
});

describe('Pathao POST /issue-token', () => {
  it('issues a five-day token for the right client and user, and refreshes it once', async () => {
    const res = await passwordGrant();
    expect(res.status).toBe(200);
    const token = await json(res);
    expect(token).toEqual({
      token_type: 'Bearer',
      expires_in: 432_000,
      access_token: expect.any(String),
      refresh_token: expect.any(String),
    });
    const refresh = {
      client_id: demo.pathao.clientId,
      client_secret: demo.pathao.clientSecret,
      grant_type: 'refresh_token',
      refresh_token: token.refresh_token,
    };
    const refreshed = await issueToken(refresh);
    expect(refreshed.status).toBe(200);
    expect((await json(refreshed)).access_token).not.toBe(token.access_token);
    expect((await issueToken(refresh)).status).toBe(400);
  });

  it('refuses an unknown client with 401 invalid_client', async () => {
    const res = await passwordGrant({ client_secret: 'wrong' });
    expect(res.status).toBe(401);
    expect(await json(res)).toMatchObject({
      error: 'invalid_client',
      message: 'Client authentication failed',
    });
  });

  it('refuses a wrong username or password with 400 invalid_grant', async () => {
    for (const res of [
      await passwordGrant({ password: 'nope' }),
      await passwordGrant({ username: 'x@y.z' }),
    ]) {
      expect(res.status).toBe(400);
      expect(await json(res)).toMatchObject({
        error: 'invalid_grant',
        message: 'The user credentials were incorrect.',
      });
    }
  });

  it('names a missing parameter and an unsupported grant', async () => {
    const missing = await passwordGrant({ password: '' });
    expect(missing.status).toBe(400);
    expect(await json(missing)).toMatchObject({
      error: 'invalid_request',
      hint: 'Check the `password` parameter',
    });
    const grant = await passwordGrant({ grant_type: 'client_credentials' });
    expect(await json(grant)).toMatchObject({ error: 'unsupported_grant_type' });
  });
});

describe('RedX GET /areas', () => {
  it('lists areas for a known token sent as Bearer, filtered by district', async () => {
    const res = await areas(`Bearer ${demo.redx.accessToken}`);
    expect(res.status).toBe(200);
    const all = (await json(res)).areas;
    expect(all.length).toBeGreaterThan(5);
    expect(all[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      post_code: expect.any(Number),
      division_name: expect.any(String),
      zone_id: expect.any(Number),
    });
    const sylhet = await json(await areas(`Bearer ${demo.redx.accessToken}`, '?district_name=sylhet'));
    expect(sylhet.areas.length).toBeGreaterThan(1);
    expect(sylhet.areas.length).toBeLessThan(all.length);
    expect(new Set(sylhet.areas.map((a: { division_name: string }) => a.division_name))).toEqual(
      new Set(['Sylhet']),
    );
  });

  it('answers 401 to an unknown token, a token without Bearer, or none', async () => {
    for (const res of [await areas('Bearer wrong'), await areas(demo.redx.accessToken), await areas()]) {
      expect(res.status).toBe(401);
      expect(await json(res)).toEqual({ message: 'Unauthorized' });
    }
  });
});

describe('control endpoint', () => {
  it('adds accounts that work at once, and reset forgets them', async () => {
    const added = await control('/accounts', { redx: [{ accessToken: 'new-token' }] });
    expect(added.status).toBe(201);
    expect((await areas('Bearer new-token')).status).toBe(200);
    await control('/reset', {});
    expect((await areas('Bearer new-token')).status).toBe(401);
    expect((await balance('seeded-key', 'seeded-secret')).status).toBe(200);
  });

  it('rejects accounts and faults it cannot use, saying why', async () => {
    const account = await control('/accounts', { pathao: [{ clientId: 'only-this' }] });
    expect(account.status).toBe(400);
    expect((await json(account)).error).toBe('pathao[0] needs clientId, clientSecret, username, password');
    const fault = await control('/faults', { courier: 'ecourier', kind: 'error' });
    expect(fault.status).toBe(400);
    expect((await json(fault)).error).toMatch(/courier must be one of steadfast, pathao, redx/);
    const status = await control('/faults', { courier: 'pathao', kind: 'error', status: 404 });
    expect(status.status).toBe(400);
    expect((await json(status)).error).toBe('error status must be 429 or between 500 and 599');
    const path = await control('/faults', { courier: 'pathao', kind: 'drop', path: '' });
    expect(path.status).toBe(400);
    expect((await json(path)).error).toMatch(/path must be part of a call path/);
  });

  it('answers a rate limit as Pathao does: 429, JSON, no Retry-After', async () => {
    await control('/faults', { courier: 'pathao', kind: 'error', status: 429 });
    const limited = await passwordGrant();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeNull();
    expect(await json(limited)).toEqual({ message: 'Too Many Attempts.' });
    expect((await passwordGrant()).status).toBe(200);
  });

  it('answers the next call with the injected 5xx, then normally again', async () => {
    await control('/faults', { courier: 'steadfast', kind: 'error', status: 503 });
    const failed = await balance(demo.steadfast.apiKey, demo.steadfast.secretKey);
    expect(failed.status).toBe(503);
    expect(failed.headers.get('content-type')).toMatch(/text\/html/);
    expect((await balance(demo.steadfast.apiKey, demo.steadfast.secretKey)).status).toBe(200);
  });

  it('faults only the courier they were injected for, as many times as asked', async () => {
    fake.injectFault('pathao', { kind: 'error', status: 500 }, 2);
    expect((await balance(demo.steadfast.apiKey, demo.steadfast.secretKey)).status).toBe(200);
    expect((await passwordGrant()).status).toBe(500);
    expect((await passwordGrant()).status).toBe(500);
    expect((await passwordGrant()).status).toBe(200);
  });

  it('delays the next call by the injected latency', async () => {
    await control('/faults', { courier: 'redx', kind: 'latency', ms: 300 });
    const started = performance.now();
    const res = await areas(`Bearer ${demo.redx.accessToken}`);
    expect(res.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('holds the next call unanswered until the caller gives up (timeout)', async () => {
    await control('/faults', { courier: 'steadfast', kind: 'timeout' });
    const held = fetch(`${fake.baseUrls.STEADFAST_BASE_URL}/get_balance`, {
      headers: { 'Api-Key': demo.steadfast.apiKey, 'Secret-Key': demo.steadfast.secretKey },
      signal: AbortSignal.timeout(300),
    });
    await expect(held).rejects.toThrow(/timeout|aborted/i);
    expect((await balance(demo.steadfast.apiKey, demo.steadfast.secretKey)).status).toBe(200);
  });
});

describe('faults scoped to a call, and drop', () => {
  const order = {
    invoice: 'DROP-1',
    recipient_name: 'Rahima Begum',
    recipient_phone: '01712345678',
    recipient_address: 'Mirpur 10, Dhaka',
    cod_amount: 500,
  };
  const steadfastCall = (path: string, body?: unknown, signal?: AbortSignal) =>
    fetch(`${fake.baseUrls.STEADFAST_BASE_URL}${path}`, {
      method: body ? 'POST' : 'GET',
      headers: {
        'Content-Type': 'application/json',
        'Api-Key': demo.steadfast.apiKey,
        'Secret-Key': demo.steadfast.secretKey,
      },
      body: body ? JSON.stringify(body) : undefined,
      signal,
    });

  it('drop books the parcel, but the caller never gets the answer', async () => {
    await control('/faults', { courier: 'steadfast', kind: 'drop', path: '/create_order' });
    const held = steadfastCall('/create_order', order, AbortSignal.timeout(300));
    await expect(held).rejects.toThrow(/timeout|aborted/i);
    // The retry-safe way: ask by invoice before booking again.
    const lookup = await steadfastCall('/status_by_invoice/DROP-1');
    expect(await json(lookup)).toEqual({ status: 200, delivery_status: 'in_review' });
    expect(fake.parcels('steadfast').map((p) => p.invoice)).toEqual(['DROP-1']);
  });

  it('hits only the calls whose path it names, unscoped ones the next call', async () => {
    fake.injectFault('steadfast', { kind: 'error', status: 503, path: '/create_order' });
    expect((await steadfastCall('/status_by_invoice/NONE')).status).toBe(404);
    expect((await steadfastCall('/get_balance')).status).toBe(200);
    expect((await steadfastCall('/create_order', order)).status).toBe(503);
    expect(fake.parcels()).toEqual([]);
    expect((await steadfastCall('/create_order', order)).status).toBe(200);

    fake.injectFault('steadfast', { kind: 'error', status: 500, path: '/create_order' });
    fake.injectFault('steadfast', { kind: 'error', status: 502 });
    expect((await steadfastCall('/get_balance')).status).toBe(502);
    expect((await steadfastCall('/create_order', { ...order, invoice: 'DROP-2' })).status).toBe(500);
  });

  it('are forgotten by reset', async () => {
    fake.injectFault('steadfast', { kind: 'error', status: 500, path: '/create_order' });
    fake.reset();
    expect((await steadfastCall('/create_order', order)).status).toBe(200);
  });
});

describe('demo accounts', () => {
  it('can be left out', async () => {
    const bare = await startFakeCourier({ demoAccounts: false });
    try {
      const res = await fetch(`${bare.baseUrls.STEADFAST_BASE_URL}/get_balance`, {
        headers: { 'Api-Key': demo.steadfast.apiKey, 'Secret-Key': demo.steadfast.secretKey },
      });
      expect(res.status).toBe(401);
    } finally {
      await bare.close();
    }
  });
});
