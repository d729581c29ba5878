import { readdirSync } from 'node:fs';
import { Agent, request } from 'node:http';
import type { Socket } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  databaseDigest,
  type FuzzWorld,
  fuzzWorld,
  jsonSamples,
  type Sample,
  UNKNOWN_ID,
} from './malformed-input-fixtures.testkit.ts';
import { startTestServer, type TestServer } from './test-server.testkit.ts';

/**
 * Walks the OpenAPI document and sends every operation malformed input, signed in as a master Admin:
 * wrong types, control characters, 1 MB strings, deep nesting, invalid JSON, wrong content types, broken
 * multipart, bad path and query values, bodies over the limit. Every answer must be below 500, every
 * keep-alive connection must carry the next request, and nothing may be stored.
 */

interface Operation {
  method: string;
  path: string;
  key: string;
  params: string[];
  query: string[];
  contentTypes: string[];
}

interface Probe {
  what: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Public routes are called without the Admin's cookie (so logout cannot end the session). */
  anonymous?: boolean;
  /** Sent without a length, as it comes. */
  chunked?: boolean;
}

const MB = 1024 * 1024;
const CONTROL_TEXTS = [
  '\u0000',
  'a\u0000b',
  'x\u0001y',
  'bell\u0007',
  '\u001b[2J',
  'del\u007f',
  'c1\u0085',
  '\ud800',
];
const BIG_TEXT = 'x'.repeat(MB);
const WRONG_TYPES: unknown[] = [1e20, -1.5, true, [], {}, [[['deep']]], 'text'];
const QUERY_VALUES = [
  '%00',
  'a%00b',
  '%01',
  '%1B',
  '%7F',
  '%ZZ',
  '%E0%A4',
  'x'.repeat(4000),
  '-1',
  '1e999',
  'NaN',
];
const PATH_VALUES = [
  '%00',
  'a%00b',
  '%01',
  '%ZZ',
  '%E0%A4',
  'x'.repeat(2000),
  '..%2F..%2Fetc',
  `${UNKNOWN_ID}%00`,
];
const DEEP = 10_000;
const RAW_BODIES: [string, string][] = [
  ['invalid JSON', '{"a":'],
  ['a trailing comma', '{"a":1,}'],
  ['a NUL byte', '\u0000'],
  ['null', 'null'],
  ['an array', '[]'],
  ['a string', '"text"'],
  ['a number out of range', '1e999'],
  ['nested arrays', `${'['.repeat(DEEP)}${']'.repeat(DEEP)}`],
  ['nested objects', `${'{"a":'.repeat(DEEP)}1${'}'.repeat(DEEP)}`],
  ['an escaped NUL', '{"name":"\\u0000"}'],
];
const BOUNDARY = 'fuzzBoundary';
const MULTIPART_BODIES: [string, string, string][] = [
  ['no boundary', 'multipart/form-data', '--x\r\n\r\nfile\r\n--x--'],
  ['garbage', `multipart/form-data; boundary=${BOUNDARY}`, 'not multipart at all'],
  [
    'a part with no headers end',
    `multipart/form-data; boundary=${BOUNDARY}`,
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n`,
  ],
  [
    'no closing boundary',
    `multipart/form-data; boundary=${BOUNDARY}`,
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc`,
  ],
  [
    'the file as a text field',
    `multipart/form-data; boundary=${BOUNDARY}`,
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc\r\n--${BOUNDARY}--\r\n`,
  ],
  [
    'a control character in the file name',
    `multipart/form-data; boundary=${BOUNDARY}`,
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a\u0001.png"\r\nContent-Type: image/png\r\n\r\nnot a png\r\n--${BOUNDARY}--\r\n`,
  ],
  ['an empty body', `multipart/form-data; boundary=${BOUNDARY}`, ''],
];

let server: TestServer;
let world: FuzzWorld;
let samples: Record<string, Sample>;
let operations: Operation[];

beforeAll(async () => {
  // Nothing leaves the machine: a call to a courier fails at once (and is answered 502, the courier's part).
  const nowhere = 'http://127.0.0.1:9';
  server = await startTestServer({
    STEADFAST_BASE_URL: nowhere,
    PATHAO_BASE_URL: nowhere,
    REDX_BASE_URL: nowhere,
  });
  const doc = (await server.client().get('/api/openapi.json')).body as {
    paths: Record<
      string,
      Record<
        string,
        { parameters?: { in: string; name: string }[]; requestBody?: { content: Record<string, unknown> } }
      >
    >;
  };
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      key: `${method.toUpperCase()} ${path}`,
      params: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
      query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      contentTypes: Object.keys(op.requestBody?.content ?? {}),
    })),
  );
  world = await fuzzWorld(server);
  samples = jsonSamples(world);
});
afterAll(() => server?.close());

const concrete = (path: string, params: Record<string, string> = {}) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? UNKNOWN_ID);

/** Every primitive in a JSON value, with the path to it. */
function leaves(value: unknown, path: (string | number)[] = []): [(string | number)[], unknown][] {
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, [...path, i]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => (v === undefined ? [] : leaves(v, [...path, k])));
  }
  return [[path, value]];
}

function replaced(value: unknown, path: (string | number)[], next: unknown): unknown {
  if (path.length === 0) return next;
  const [head, ...rest] = path;
  const copy: any = Array.isArray(value) ? [...value] : { ...(value as object) };
  copy[head!] = replaced(copy[head!], rest, next);
  return copy;
}

function jsonProbes(op: Operation, sample: Sample): Probe[] {
  const base = {
    method: op.method,
    path: concrete(op.path, sample.params),
    anonymous: false,
  };
  const json = (what: string, body: unknown): Probe => ({
    ...base,
    what,
    headers: { 'content-type': 'application/json', ...sample.headers },
    body: JSON.stringify(body),
  });
  const probes: Probe[] = [];
  for (const [path, value] of leaves(sample.body)) {
    const at = path.join('.');
    const texts = typeof value === 'string' ? [...CONTROL_TEXTS, BIG_TEXT] : [];
    for (const text of texts) {
      probes.push(json(`${at} = ${JSON.stringify(text.slice(0, 12))}`, replaced(sample.body, path, text)));
    }
    for (const wrong of WRONG_TYPES) {
      if (typeof wrong === typeof value && !Array.isArray(wrong)) continue;
      probes.push(json(`${at} = ${JSON.stringify(wrong)}`, replaced(sample.body, path, wrong)));
    }
  }
  probes.push(json('every property deeply nested', deepen(sample.body)));
  return probes;
}

const deepen = (body: unknown) =>
  Object.fromEntries(
    Object.keys(body as object).map((k) => [k, JSON.parse(`${'['.repeat(1000)}${']'.repeat(1000)}`)]),
  );

function bodyProbes(op: Operation, sample: Sample | undefined): Probe[] {
  const base = { method: op.method, path: concrete(op.path, sample?.params), headers: sample?.headers };
  const valid = JSON.stringify(sample?.body ?? {});
  const raw = (what: string, contentType: string, body: string | Buffer): Probe => ({
    ...base,
    what,
    headers: { ...base.headers, 'content-type': contentType },
    body,
  });
  return [
    ...RAW_BODIES.map(([what, body]) => raw(what, 'application/json', body)),
    raw('a valid body as text/plain', 'text/plain', valid),
    raw('a form body', 'application/x-www-form-urlencoded', 'name=%00&email=x'),
    raw('a valid body with no content type', '', valid),
    raw('a body over the limit', 'application/json', Buffer.alloc(3 * MB, 0x20)),
    ...MULTIPART_BODIES.map(([what, type, body]) => raw(`multipart: ${what}`, type, body)),
  ];
}

function importProbes(op: Operation): Probe[] {
  const csv = world.importCsv.replace(/^\uFEFF/, '');
  const [header, ...rows] = csv.split(/\r?\n/);
  // The name cell of every row carries a control character: no row may import.
  const broken = [header, ...rows.map((row) => row.replace(/^([^,]*,)("?)/, '$1$2\u0001'))].join('\r\n');
  const probe = (what: string, type: string, body: string): Probe => ({
    what,
    method: op.method,
    path: op.path,
    headers: { 'content-type': type },
    body,
  });
  return [
    probe('rows with control characters', 'text/csv', broken),
    probe('rows with NUL', 'text/csv', csv.replaceAll(',', ',\u0000')),
    probe(
      'rows with control characters, as multipart',
      `multipart/form-data; boundary=${BOUNDARY}`,
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\nContent-Type: text/csv\r\n\r\n${broken}\r\n--${BOUNDARY}--\r\n`,
    ),
  ];
}

function paramProbes(op: Operation): Probe[] {
  const probes: Probe[] = [];
  for (const name of op.params) {
    for (const value of PATH_VALUES) {
      probes.push({
        what: `{${name}} = ${value.slice(0, 20)}`,
        method: op.method,
        path: concrete(op.path, { [name]: value }),
      });
    }
  }
  const path = concrete(op.path);
  for (const name of op.query) {
    for (const value of QUERY_VALUES) {
      probes.push({
        what: `?${name}=${value.slice(0, 20)}`,
        method: op.method,
        path: `${path}?${name}=${value}`,
      });
    }
    probes.push({ what: `?${name} twice`, method: op.method, path: `${path}?${name}=a&${name}=b` });
  }
  return probes;
}

function probesOf(op: Operation): Probe[] {
  const sample = samples[op.key];
  const anonymous = op.key === 'POST /api/account/logout';
  const probes = [...paramProbes(op)];
  if (op.method !== 'GET') probes.push(...bodyProbes(op, sample));
  if (sample) probes.push(...jsonProbes(op, sample));
  if (op.path.startsWith('/api/order-imports') && op.method === 'POST') probes.push(...importProbes(op));
  return probes.map((p) => ({ ...p, anonymous }));
}

/** One socket, kept alive: a connection the server drops shows as an error or an unexpected close. */
function keepAliveClient(baseUrl: string, cookie: string) {
  const url = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const seen = new Set<Socket>();
  const dropped: string[] = [];
  let last = '';
  let lastSaidClose = false;
  let closing = false;
  const send = (probe: Probe) =>
    new Promise<{ status: number; text: string } | { error: string }>((resolve) => {
      const headers: Record<string, string> = { ...probe.headers };
      if (headers['content-type'] === '') delete headers['content-type'];
      if (!probe.anonymous) headers.cookie = cookie;
      if (probe.chunked) headers['transfer-encoding'] = 'chunked';
      else if (probe.body !== undefined) headers['content-length'] = String(Buffer.byteLength(probe.body));
      const req = request(
        { agent, host: url.hostname, port: url.port, method: probe.method, path: probe.path, headers },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            lastSaidClose = /close/i.test(res.headers.connection ?? '');
            resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') });
          });
          res.on('error', (e) => resolve({ error: e.message }));
        },
      );
      req.on('socket', (socket: Socket) => {
        if (seen.has(socket)) return;
        seen.add(socket);
        socket.on('close', () => {
          if (!closing && !lastSaidClose) dropped.push(`the connection closed after ${last}`);
        });
      });
      req.on('error', (e) => resolve({ error: e.message }));
      last = `${probe.method} ${probe.path.slice(0, 80)} (${probe.what})`;
      req.end(probe.body);
    });
  return {
    send,
    dropped,
    sockets: () => seen.size,
    close() {
      closing = true;
      agent.destroy();
    },
  };
}

function uploadedFiles(): string[] {
  try {
    return readdirSync(join(server.dataDir, 'uploads'), { recursive: true }) as string[];
  } catch {
    return [];
  }
}

describe('malformed input', () => {
  it('has a valid sample body for every operation that takes JSON', () => {
    const json = operations.filter((op) => op.contentTypes.includes('application/json')).map((op) => op.key);
    expect(json.filter((key) => !samples[key])).toEqual([]);
  });

  it('never answers 500, never drops a connection and stores nothing', async () => {
    const files = uploadedFiles();
    const client = keepAliveClient(server.url, world.shop.client.cookieHeader());
    const failures: string[] = [];
    let sent = 0;
    try {
      let before = await databaseDigest(server);
      for (const op of operations) {
        for (const probe of probesOf(op)) {
          const res = await client.send(probe);
          sent++;
          const where = `${op.key} ${probe.what}`;
          if ('error' in res) failures.push(`${where}: ${res.error}`);
          // A courier that cannot be reached is a 502 by design (its calls go nowhere here).
          else if (res.status >= 500 && !res.text.includes('"COURIER_UNAVAILABLE"'))
            failures.push(`${where}: ${res.status} ${res.text.slice(0, 120)}`);
        }
        const after = await databaseDigest(server);
        const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
        if (changed.length > 0) failures.push(`${op.key} stored something in ${changed.join(', ')}`);
        before = after;
      }
    } finally {
      client.close();
    }
    expect([...failures, ...client.dropped]).toEqual([]);
    expect(sent).toBeGreaterThan(2000);
    expect(uploadedFiles()).toEqual(files);
    // The Admin is still signed in: no probe ended the session.
    expect((await world.shop.client.get('/api/account/me')).status).toBe(200);
  }, 300_000);

  it('answers a body over the limit with 413 and carries the next request on the same connection', async () => {
    const client = keepAliveClient(server.url, world.shop.client.cookieHeader());
    const me = { what: 'me', method: 'GET', path: '/api/account/me' };
    const over = (path: string, type: string, size: number, chunked: boolean): Probe => ({
      what: `${size} bytes${chunked ? ', chunked' : ''}`,
      method: 'POST',
      path,
      headers: { 'content-type': type },
      body: Buffer.alloc(size, 0x61),
      chunked,
    });
    try {
      for (const chunked of [false, true]) {
        for (const probe of [
          over('/api/customers', 'application/json', 3 * MB, chunked),
          over('/api/order-imports/preview', 'text/csv', 21 * MB, chunked),
        ]) {
          const res = await client.send(probe);
          expect(res, probe.what).toMatchObject({ status: 413 });
          expect(await client.send(me), `after ${probe.what}`).toMatchObject({ status: 200 });
        }
      }
      expect(client.dropped).toEqual([]);
      expect(client.sockets()).toBe(1);
    } finally {
      client.close();
    }
  });
});
