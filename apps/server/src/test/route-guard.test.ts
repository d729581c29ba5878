import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAdmin, newModerator, type SignedInUser } from './fixtures.testkit.ts';
import type { ForeignRequests, ForeignSeller } from './guard-fixtures.testkit.ts';
import { startTestServer, type TestServer } from './test-server.testkit.ts';

/**
 * Walks the OpenAPI document so that no route can forget its guard: every non-public route answers
 * 401 without a session, 403 to a role it does not allow, and 404 for another seller's ids.
 */

const PUBLIC_ROUTES = [
  'GET /api/health',
  'POST /api/account/register/merchant',
  'POST /api/account/register/employee',
  'POST /api/account/login',
  'POST /api/account/logout',
  'POST /api/account/resend-verification',
  'POST /api/webhooks/steadfast/{courierId}',
  'POST /api/webhooks/pathao/{courierId}',
  'POST /api/webhooks/redx/{token}',
  // The customer's tracking page: its unguessable token is the key (features/tracking/tracking-link.ts).
  'GET /t/{token}',
  // The confirmation SMS's page and its answer: the signed token is the key (customer-confirm/confirm-link.ts).
  'GET /c/{token}',
  'POST /c/{token}',
];

interface Operation {
  method: string;
  path: string;
  access: 'public' | { roles: string[]; master: boolean };
}

const FOREIGN_REQUESTS: ForeignRequests = Object.assign(
  {},
  ...Object.values(
    import.meta.glob<{ foreignRequests: ForeignRequests }>('../features/**/*-guard.testkit.ts', {
      eager: true,
    }),
  ).map((m) => m.foreignRequests),
);

let server: TestServer;
let operations: Operation[];
let admin: SignedInUser;
let moderator: SignedInUser;
let foreign: ForeignSeller;

beforeAll(async () => {
  server = await startTestServer();
  const doc = (await server.client().get('/api/openapi.json')).body as {
    paths: Record<string, Record<string, { 'x-chalan-access': Operation['access'] }>>;
  };
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      access: op['x-chalan-access'],
    })),
  );
  admin = await newAdmin(server, 'Guard A');
  moderator = await newModerator(server, admin);
  const other = await newAdmin(server, 'Guard B');
  foreign = { other, otherStaff: await newModerator(server, other) };
});
afterAll(() => server?.close());

const key = (op: Operation) => `${op.method} ${op.path}`;
const concrete = (path: string, params: Record<string, string> = {}) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '01a1fcf7-0000-7000-8000-000000000000');

describe('route-wide guard', () => {
  it('documents who may call every route, and only the known routes are public', () => {
    expect(operations.length).toBeGreaterThan(PUBLIC_ROUTES.length);
    for (const op of operations) expect(op.access, key(op)).toBeDefined();
    expect(
      operations
        .filter((op) => op.access === 'public')
        .map(key)
        .sort(),
    ).toEqual([...PUBLIC_ROUTES].sort());
  });

  it('answers 401 to every guarded route without a session', async () => {
    for (const op of operations.filter((o) => o.access !== 'public')) {
      const res = await server
        .client()
        .request(op.method, concrete(op.path), op.method === 'GET' ? undefined : {});
      expect(res.status, key(op)).toBe(401);
      expect(res.body.error.code, key(op)).toBe('UNAUTHENTICATED');
    }
  });

  it('answers 403 to a Moderator on Admin-only routes, and to a non-master on master routes', async () => {
    for (const op of operations) {
      if (op.access === 'public') continue;
      const body = op.method === 'GET' ? undefined : {};
      if (!op.access.roles.includes('Moderator')) {
        const res = await moderator.client.request(op.method, concrete(op.path), body);
        expect(res.status, `${key(op)} as Moderator`).toBe(403);
      }
      if (op.access.master) {
        const res = await admin.client.request(op.method, concrete(op.path), body);
        expect(res.status, `${key(op)} as non-master Admin`).toBe(403);
      }
    }
  });

  it('answers 404 for another seller’s records on every route with ids in its path', async () => {
    // Master routes reach every seller by design; the 403 test above guards them.
    const withIds = operations.filter(
      (op) => op.access !== 'public' && !op.access.master && op.path.includes('{'),
    );
    for (const op of withIds) {
      const make = FOREIGN_REQUESTS[key(op)];
      expect(
        make,
        `${key(op)} needs an entry in foreignRequests of its feature's <area>-guard.testkit.ts`,
      ).toBeDefined();
      const { params, body } = await make!(foreign);
      const res = await admin.client.request(op.method, concrete(op.path, params), body);
      expect(res.status, key(op)).toBe(404);
    }
  });
});
