import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAdmin, PASSWORD, type SignedInUser, uniqueEmail } from '../test/fixtures.testkit.ts';
import { testDataDir } from '../test/test-database.testkit.ts';
import { startTestServer, type TestServer } from '../test/test-server.testkit.ts';

const FOREIGN = 'https://evil.example';
const TAKA = 100;
const courierBody = (name: string) => ({
  name,
  provider: 'none',
  chargeInDhaka: 60 * TAKA,
  chargeOutsideDhaka: 120 * TAKA,
  status: true,
});

/** A built web app of two files, so the page's headers are checked without `npm run build`. */
function fakeWebDist(): string {
  const dir = testDataDir(`test-data/web-${process.pid}-${Math.random().toString(36).slice(2, 8)}`);
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><div id="root"></div><script src="/assets/app.js"></script>',
  );
  writeFileSync(join(dir, 'assets/app.js'), 'console.log(1);');
  return dir;
}

/** The CSP's directives by name: `{ 'script-src': ["'self'"], … }`. */
function cspOf(headers: Headers): Record<string, string[]> {
  const policy = headers.get('content-security-policy');
  expect(policy, 'a Content-Security-Policy header').toBeTruthy();
  return Object.fromEntries(
    policy!
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values]),
  );
}

function expectHardened(headers: Headers) {
  const csp = cspOf(headers);
  expect(csp['default-src']).toEqual(["'self'"]);
  expect(csp['script-src']).toEqual(["'self'"]);
  expect(csp['frame-ancestors']).toEqual(["'none'"]);
  expect(csp['object-src']).toEqual(["'none'"]);
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('same-origin');
}

/** A POST as a browser sends it from the page at `origin`. */
const fromPage = (
  server: TestServer,
  as: SignedInUser | undefined,
  path: string,
  body: unknown,
  origin: string,
) =>
  fetch(new URL(path, server.url), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin,
      ...(as ? { cookie: as.client.cookieHeader() } : {}),
    },
    body: JSON.stringify(body),
  });

let server: TestServer;
let admin: SignedInUser;
beforeAll(async () => {
  server = await startTestServer({ WEB_DIST: fakeWebDist() });
  admin = await newAdmin(server, 'Hardened Shop');
});
afterAll(() => server?.close());

describe('security headers', () => {
  it('sends a strict CSP, no framing, nosniff and a referrer policy on an API reply', async () => {
    const res = await server.client().get('/api/health');
    expect(res.status).toBe(200);
    expectHardened(res.headers);
    // Error replies too.
    expectHardened((await server.client().get('/api/no-such-thing')).headers);
  });

  it('sends them on the web page (any path of the app) and its files', async () => {
    for (const path of ['/', '/inventory/invoice-generator?ids=x']) {
      const res = await fetch(new URL(path, server.url));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expectHardened(res.headers);
      const csp = cspOf(res.headers);
      // Mantine's inline styles and the QR code's data: images are allowed; scripts never inline.
      expect(csp['style-src']).toContain("'unsafe-inline'");
      expect(csp['img-src']).toEqual(expect.arrayContaining(["'self'", 'data:']));
      expect(csp['script-src']).not.toContain("'unsafe-inline'");
    }
    expectHardened((await fetch(new URL('/assets/app.js', server.url))).headers);
  });

  it('sends no HSTS while the app is served over http', async () => {
    const res = await server.client().get('/api/health');
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('serves the API docs with their own CSP and no inline script', async () => {
    const page = await fetch(new URL('/api/docs', server.url));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('swagger-ui');
    expect(html).not.toMatch(/<script>/);
    const csp = cspOf(page.headers);
    expect(csp['script-src']).toEqual(["'self'", 'https://cdn.jsdelivr.net']);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    const start = await fetch(new URL('/api/docs/start.js', server.url));
    expect(start.status).toBe(200);
    expect(start.headers.get('content-type')).toContain('text/javascript');
    expect(await start.text()).toContain("url: '/api/openapi.json'");
  });
});

describe('HSTS with an https APP_URL', () => {
  let https: TestServer;
  beforeAll(async () => {
    https = await startTestServer({ APP_URL: 'https://chalan.example', WEB_DIST: fakeWebDist() });
  });
  afterAll(() => https?.close());

  it('tells browsers to use https only, on the API and the page', async () => {
    for (const path of ['/api/health', '/']) {
      const res = await fetch(new URL(path, https.url));
      expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      expectHardened(res.headers);
    }
  });

  it('takes the configured origin as ours behind a proxy that does not keep the Host', async () => {
    const email = uniqueEmail('proxied');
    const res = await fromPage(
      https,
      undefined,
      '/api/account/register/merchant',
      { shopName: 'Proxied', email, password: PASSWORD },
      'https://chalan.example',
    );
    expect(res.status).toBe(201);
  });
});

describe('requests from another site', () => {
  it('refuses a change whose Origin is another site, and writes nothing', async () => {
    const res = await fromPage(server, admin, '/api/couriers', courierBody('Forged Express'), FOREIGN);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      error: {
        code: 'FORBIDDEN',
        key: 'crossSiteRequest',
        params: {},
        message: 'This request came from another site and was refused',
      },
    });
    expectHardened(res.headers);
    const list = await admin.client.get('/api/couriers');
    expect(list.body.items.map((c: { name: string }) => c.name)).not.toContain('Forged Express');
  });

  it('refuses a sign-up from another site before it creates anything', async () => {
    const email = uniqueEmail('forged');
    const body = { shopName: 'Forged', email, password: PASSWORD };
    const forged = await fromPage(server, undefined, '/api/account/register/merchant', body, FOREIGN);
    expect(forged.status).toBe(403);
    // The address is still free: the refused call registered nobody.
    expect((await server.client().post('/api/account/register/merchant', body)).status).toBe(201);
  });

  it('refuses an opaque origin (`null`), and every state-changing method', async () => {
    expect((await fromPage(server, admin, '/api/couriers', courierBody('Null Express'), 'null')).status).toBe(
      403,
    );
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const res = await fetch(new URL('/api/couriers/0190f3a0-0000-7000-8000-000000000000', server.url), {
        method,
        headers: { origin: FOREIGN, cookie: admin.client.cookieHeader(), 'content-type': 'application/json' },
        body: '{}',
      });
      expect(res.status, method).toBe(403);
    }
  });

  it('lets the app itself (same Origin) and callers with no Origin (curl, scripts) change things', async () => {
    const same = await fromPage(
      server,
      admin,
      '/api/couriers',
      courierBody('Same Site Express'),
      new URL(server.url).origin,
    );
    expect(same.status, await same.clone().text()).toBe(201);
    const none = await admin.client.post('/api/couriers', courierBody('No Origin Express'));
    expect(none.status).toBe(201);
    const names = (await admin.client.get('/api/couriers')).body.items.map((c: { name: string }) => c.name);
    expect(names).toEqual(expect.arrayContaining(['Same Site Express', 'No Origin Express']));
  });

  it('keeps the session cookie SameSite=Lax and httpOnly', async () => {
    const res = await fetch(new URL('/api/account/login', server.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: admin.email, password: PASSWORD }),
    });
    const session = res.headers.getSetCookie().find((c) => c.includes('session_token='));
    expect(session).toMatch(/SameSite=Lax/i);
    expect(session).toMatch(/HttpOnly/i);
  });

  it('lets reads from another site through (the browser keeps their answers from that site)', async () => {
    const res = await fetch(new URL('/api/health', server.url), { headers: { origin: FOREIGN } });
    expect(res.status).toBe(200);
  });

  it('leaves the couriers’ webhooks to their own secret check, Origin or not', async () => {
    for (const headers of [{}, { origin: FOREIGN }] as Record<string, string>[]) {
      const res = await fetch(
        new URL('/api/webhooks/steadfast/0190f3a0-0000-7000-8000-000000000000', server.url),
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: 'Bearer wrong', ...headers },
          body: JSON.stringify({ invoice: 'X', status: 'delivered' }),
        },
      );
      // The webhook's own answer (not this courier's secret), not the cross-site refusal.
      expect(res.status).toBe(401);
      expect(((await res.json()) as { error: { key: string } }).error.key).toBe('webhookRefused');
    }
  });
});
