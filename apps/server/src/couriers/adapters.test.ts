import { DEMO_ACCOUNTS, type FakeCourier, startFakeCourier } from '@chalan/fake-courier';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkCourierCredentials, courierAdapter, courierBaseUrl } from './index.ts';
import * as pathao from './pathao.ts';
import * as redx from './redx.ts';
import * as steadfast from './steadfast.ts';

let fake: FakeCourier;
beforeAll(async () => {
  fake = await startFakeCourier({
    accounts: { steadfast: [{ apiKey: 'key-with-poisha', secretKey: 'secret', balance: 1250.5 }] },
  });
});
afterEach(() => fake.reset());
afterAll(() => fake?.close());

const steadfastCredentials = {
  apiKey: DEMO_ACCOUNTS.steadfast[0].apiKey,
  secretKey: DEMO_ACCOUNTS.steadfast[0].secretKey,
};
const pathaoCredentials = { ...DEMO_ACCOUNTS.pathao[0] };
const redxCredentials = { ...DEMO_ACCOUNTS.redx[0] };
const at = (name: 'STEADFAST_BASE_URL' | 'PATHAO_BASE_URL' | 'REDX_BASE_URL') => ({
  baseUrl: fake.baseUrls[name],
});

describe('Steadfast checkCredentials (GET /get_balance)', () => {
  it('is ok with the current balance', async () => {
    const result = await steadfast.checkCredentials(steadfastCredentials, at('STEADFAST_BASE_URL'));
    expect(result).toEqual({
      ok: true,
      detail: expect.objectContaining({
        key: 'courierConnectedBalance',
        text: 'Connected to Steadfast: current balance ৳12,500',
      }),
    });
    const poisha = await steadfast.checkCredentials(
      { apiKey: 'key-with-poisha', secretKey: 'secret' },
      at('STEADFAST_BASE_URL'),
    );
    expect(poisha.ok && poisha.detail.text).toBe('Connected to Steadfast: current balance ৳1,250.50');
  });

  it('says Steadfast refused wrong keys, with its status and words', async () => {
    const result = await steadfast.checkCredentials(
      { ...steadfastCredentials, secretKey: 'wrong' },
      at('STEADFAST_BASE_URL'),
    );
    expect(result).toMatchObject({
      ok: false,
      failure: 'refused',
      reason: { text: 'Steadfast refused the credentials (HTTP 401: Unauthorized)' },
    });
  });
});

describe('Pathao checkCredentials (POST /issue-token)', () => {
  it('is ok when a token is issued', async () => {
    const result = await pathao.checkCredentials(pathaoCredentials, at('PATHAO_BASE_URL'));
    expect(result).toMatchObject({ ok: true, detail: { text: 'Connected to Pathao: the credentials work' } });
  });

  it('tells a wrong client from a wrong password, in Pathao’s words', async () => {
    const client = await pathao.checkCredentials(
      { ...pathaoCredentials, clientSecret: 'wrong' },
      at('PATHAO_BASE_URL'),
    );
    expect(client).toMatchObject({
      ok: false,
      failure: 'refused',
      reason: { text: 'Pathao refused the credentials (HTTP 401: Client authentication failed)' },
    });
    const password = await pathao.checkCredentials(
      { ...pathaoCredentials, password: 'wrong' },
      at('PATHAO_BASE_URL'),
    );
    expect(password).toMatchObject({
      ok: false,
      failure: 'refused',
      reason: { text: 'Pathao refused the credentials (HTTP 400: The user credentials were incorrect.)' },
    });
  });
});

describe('RedX checkCredentials (GET /areas)', () => {
  it('is ok with the number of areas', async () => {
    const result = await redx.checkCredentials(redxCredentials, at('REDX_BASE_URL'));
    expect(result.ok).toBe(true);
    expect(result.ok && result.detail).toMatchObject({
      key: 'courierConnectedAreas',
      params: { courier: 'RedX', count: expect.any(Number) },
    });
    expect(result.ok && result.detail.text).toMatch(/^Connected to RedX: \d+ delivery areas available$/);
  });

  it('says RedX refused an unknown token', async () => {
    const result = await redx.checkCredentials({ accessToken: 'wrong' }, at('REDX_BASE_URL'));
    expect(result).toMatchObject({
      ok: false,
      failure: 'refused',
      reason: { text: 'RedX refused the credentials (HTTP 401: Unauthorized)' },
    });
  });
});

describe('when the courier misbehaves', () => {
  it('reports a 5xx as an unexpected reply with its status, for each courier', async () => {
    fake.injectFault('steadfast', { kind: 'error', status: 500 });
    fake.injectFault('pathao', { kind: 'error', status: 502 });
    fake.injectFault('redx', { kind: 'error', status: 503 });
    expect(await steadfast.checkCredentials(steadfastCredentials, at('STEADFAST_BASE_URL'))).toMatchObject({
      ok: false,
      failure: 'unexpected',
      reason: { text: 'Steadfast gave an unexpected reply (HTTP 500)' },
    });
    expect(await pathao.checkCredentials(pathaoCredentials, at('PATHAO_BASE_URL'))).toMatchObject({
      failure: 'unexpected',
      reason: { text: 'Pathao gave an unexpected reply (HTTP 502)' },
    });
    expect(await redx.checkCredentials(redxCredentials, at('REDX_BASE_URL'))).toMatchObject({
      failure: 'unexpected',
      reason: { text: 'RedX gave an unexpected reply (HTTP 503)' },
    });
  });

  it('gives up after the timeout and says so', async () => {
    fake.injectFault('pathao', { kind: 'timeout' });
    const started = performance.now();
    const result = await pathao.checkCredentials(pathaoCredentials, {
      ...at('PATHAO_BASE_URL'),
      timeoutMs: 200,
    });
    expect(performance.now() - started).toBeLessThan(2000);
    expect(result).toMatchObject({
      ok: false,
      failure: 'timeout',
      reason: { text: 'Pathao did not answer within 0.2 seconds' },
    });
  });

  it('waits through latency shorter than the timeout', async () => {
    fake.injectFault('redx', { kind: 'latency', ms: 100 });
    const result = await redx.checkCredentials(redxCredentials, { ...at('REDX_BASE_URL'), timeoutMs: 2000 });
    expect(result.ok).toBe(true);
  });

  it('says the courier could not be reached when nothing listens', async () => {
    const gone = await startFakeCourier();
    const baseUrl = gone.baseUrls.STEADFAST_BASE_URL;
    await gone.close();
    const result = await steadfast.checkCredentials(steadfastCredentials, { baseUrl });
    expect(result).toMatchObject({
      ok: false,
      failure: 'unreachable',
      reason: { text: 'Could not reach Steadfast (connection refused)' },
    });
  });

  it('reports a reply that is not the contract’s as unexpected', async () => {
    // The control endpoint's 404 stands in for a wrong base URL.
    const result = await redx.checkCredentials(redxCredentials, { baseUrl: `${fake.url}/_control` });
    expect(result).toMatchObject({ ok: false, failure: 'unexpected', reason: { params: { status: 404 } } });
  });
});

describe('cancel and COD at the courier', () => {
  it('are offered where the courier’s API can: RedX both, Steadfast cancel only, Pathao neither', () => {
    expect(typeof courierAdapter('redx').cancelParcel).toBe('function');
    expect(typeof courierAdapter('redx').updateCod).toBe('function');
    expect(typeof courierAdapter('steadfast').cancelParcel).toBe('function');
    expect(courierAdapter('steadfast').updateCod).toBeUndefined();
    expect(courierAdapter('pathao').cancelParcel).toBeUndefined();
    expect(courierAdapter('pathao').updateCod).toBeUndefined();
  });

  it('report a rate limit, a 5xx and refused credentials', async () => {
    const ref = { invoice: 'A7K2M9', consignmentId: '1424107', trackingCode: '24A0000000000' };
    fake.injectFault('steadfast', { kind: 'error', status: 429 });
    fake.injectFault('redx', { kind: 'error', status: 429 });
    expect(
      await steadfast.cancelParcel(steadfastCredentials, ref, 'x', at('STEADFAST_BASE_URL')),
    ).toMatchObject({ ok: false, failure: 'rate_limited', reason: { key: 'courierRateLimited' } });
    expect(await redx.updateCod(redxCredentials, ref, 100, 'x', at('REDX_BASE_URL'))).toMatchObject({
      ok: false,
      failure: 'rate_limited',
    });
    fake.injectFault('redx', { kind: 'error', status: 502 });
    expect(await redx.cancelParcel(redxCredentials, ref, 'x', at('REDX_BASE_URL'))).toMatchObject({
      ok: false,
      failure: 'unexpected',
      reason: { text: 'RedX gave an unexpected reply (HTTP 502)' },
    });
    expect(await redx.cancelParcel({ accessToken: 'wrong' }, ref, 'x', at('REDX_BASE_URL'))).toMatchObject({
      ok: false,
      failure: 'refused',
      reason: { key: 'courierCredentialsRefused' },
    });
  });
});

describe('base URLs', () => {
  it('follow the contracts per mode unless a setting replaces them', async () => {
    const none = {};
    expect(courierBaseUrl(none, 'pathao', 'sandbox')).toBe('https://courier-api-sandbox.pathao.com');
    expect(courierBaseUrl(none, 'pathao', 'live')).toBe('https://api-hermes.pathao.com');
    expect(courierBaseUrl(none, 'redx', 'sandbox')).toBe('https://sandbox.redx.com.bd/v1.0.0-beta');
    expect(courierBaseUrl(none, 'redx', 'live')).toBe('https://openapi.redx.com.bd/v1.0.0-beta');
    expect(courierBaseUrl(none, 'steadfast', 'sandbox')).toBe('https://portal.packzy.com/api/v1');
    expect(courierBaseUrl(fake.baseUrls, 'redx', 'live')).toBe(fake.baseUrls.REDX_BASE_URL);
    const result = await checkCourierCredentials(fake.baseUrls, 'steadfast', 'live', steadfastCredentials);
    expect(result.ok).toBe(true);
  });
});
