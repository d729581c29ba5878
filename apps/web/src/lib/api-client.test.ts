import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, sessionCodeOf } from './api-client.ts';
import { errorText } from './notify.ts';

/** The server, as fetch sees it: records each request and answers with `reply`. */
function serverAnswering(reply: () => Response | Promise<Response>) {
  const requests: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      requests.push({ url, init });
      return reply();
    }),
  );
  return requests;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api calls', () => {
  it('send JSON with the session cookie and resolve with the reply', async () => {
    const requests = serverAnswering(() => json(201, { message: 'Store added', key: 'storeAdded' }));
    await expect(api.post('/api/stores', { name: 'Dhanmondi' })).resolves.toEqual({
      message: 'Store added',
      key: 'storeAdded',
    });
    expect(requests).toHaveLength(1);
    const { url, init } = requests[0]!;
    expect(url).toBe('/api/stores');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"name":"Dhanmondi"}');
    expect(init.credentials).toBe('include');
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('resolve with null for an empty reply', async () => {
    serverAnswering(() => new Response(null, { status: 204 }));
    await expect(api.delete('/api/stores/1')).resolves.toBeNull();
  });

  it("fail with the server's code, message and field messages", async () => {
    serverAnswering(() =>
      json(409, {
        error: {
          code: 'CONFLICT',
          key: 'orderAlreadySent',
          message: 'Order C-7 is already with RedX',
          fields: { refNo: 'Taken' },
          fieldProblems: { refNo: { key: 'refNoTaken', params: {}, message: 'Taken' } },
          params: { code: 'C-7', courier: 'RedX' },
        },
      }),
    );
    const error = await failureOf(api.get('/api/orders/7'));
    expect([error.status, error.code, error.fieldProblems]).toEqual([
      409,
      'CONFLICT',
      { refNo: { key: 'refNoTaken', params: {}, message: 'Taken' } },
    ]);
    expect(error.isClientError).toBe(true);
    expect(errorText(error)).toBe('Order C-7 is already with RedX');
  });

  it('say something went wrong when a failing server sends no usable reply (a proxy page)', async () => {
    serverAnswering(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await failureOf(api.get('/api/orders'));
    expect([error.status, error.code]).toEqual([502, 'INTERNAL']);
    expect(error.isClientError).toBe(false);
    expect(errorText(error)).toBe('Something went wrong');
  });

  it('say the server could not be reached when the network fails', async () => {
    serverAnswering(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await failureOf(api.get('/api/orders'));
    expect([error.status, error.code]).toEqual([0, 'NETWORK']);
    expect(errorText(error)).toBe('Could not reach the server. Check your connection and try again');
  });

  it('pass on a cancelled request as it is (nothing to show)', async () => {
    const controller = new AbortController();
    const aborted = new DOMException('The operation was aborted', 'AbortError');
    serverAnswering(() => {
      controller.abort();
      return Promise.reject(aborted);
    });
    await expect(api.get('/api/orders', controller.signal)).rejects.toBe(aborted);
  });
});

describe('sessionCodeOf', () => {
  it('picks out the failures that mean the session is gone or unusable', () => {
    const failing = (code: string) => new ApiError(401, code, 'x', 'x');
    expect(sessionCodeOf(failing('UNAUTHENTICATED'))).toBe('UNAUTHENTICATED');
    expect(sessionCodeOf(failing('EMAIL_NOT_VERIFIED'))).toBe('EMAIL_NOT_VERIFIED');
    expect(sessionCodeOf(failing('ACCOUNT_DISABLED'))).toBe('ACCOUNT_DISABLED');
    expect(sessionCodeOf(failing('FORBIDDEN'))).toBeNull();
    expect(sessionCodeOf(new Error('UNAUTHENTICATED'))).toBeNull();
  });
});
