import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server.testkit.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('system routes', () => {
  it('reports the database kind and that every migration is applied', async () => {
    const res = await server.client().get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 'ok',
      database: process.env.DATABASE_URL ? 'postgresql' : 'pglite',
      migrations: { applied: expect.any(Number), latest: expect.stringMatching(/^\d{4}_/), pending: 0 },
    });
    expect(res.body.migrations.applied).toBeGreaterThan(0);
  });

  it('publishes the OpenAPI document and its rendering', async () => {
    const doc = await server.client().get('/api/openapi.json');
    expect(doc.status).toBe(200);
    expect(doc.body.paths['/api/account/login'].post).toBeDefined();
    const docs = await fetch(new URL('/api/docs', server.url));
    expect(docs.status).toBe(200);
    expect(await docs.text()).toContain('swagger');
  });

  it('answers an unknown API path with a JSON 404 and gives each request an id', async () => {
    const res = await server.client().get('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('NOT_FOUND');
    expect(res.headers.get('x-request-id')).toBeTruthy();
  });
});
