import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../../web/precompress.ts';
import { testDataDir } from '../test/test-database.testkit.ts';
import { startTestServer, type TestServer } from '../test/test-server.testkit.ts';
import { PNG } from '../test/upload-fixtures.testkit.ts';

interface RawReply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET as the bytes come over the wire (fetch would decompress them out of sight). */
function rawGet(
  server: TestServer,
  path: string,
  acceptEncoding?: string,
  more: Record<string, string> = {},
): Promise<RawReply> {
  const headers = acceptEncoding === undefined ? more : { 'accept-encoding': acceptEncoding, ...more };
  return new Promise((resolve, reject) => {
    get(new URL(path, server.url), { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    }).on('error', reject);
  });
}

const decoded = (reply: RawReply) => {
  const encoding = reply.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(reply.body);
  if (encoding === 'gzip') return gunzipSync(reply.body);
  return reply.body;
};

const CHROME = 'gzip, deflate, br, zstd';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A prerendered page as apps/web/static-pages.ts writes it, told apart by its name and language. */
const staticPage = (name: string, language: string) =>
  `<!doctype html><html lang="${language}"><body>${`<p>${name}</p>\n`.repeat(30)}</body></html>`;

/** A built web app as `npm run build` leaves it: hashed assets, an image, the page, then the build's
 * precompression step. The text repeats as real bundles do, so compressing it pays. */
async function builtWebDist(): Promise<string> {
  const dir = testDataDir(`test-data/web-dist-${process.pid}-${Math.random().toString(36).slice(2, 8)}`);
  mkdirSync(join(dir, 'assets'), { recursive: true });
  const script = Array.from({ length: 200 }, (_, i) => `export const label${i} = 'অর্ডার ${i}';`).join('\n');
  writeFileSync(join(dir, 'assets/index-Ab12Cd34.js'), script);
  writeFileSync(join(dir, 'assets/index-Ef56Gh78.css'), '.row { padding: 4px; }\n'.repeat(100));
  // An image whose bytes would shrink a lot if anything compressed them again.
  writeFileSync(join(dir, 'assets/logo-Ij90Kl12.png'), Buffer.concat([PNG, Buffer.alloc(4000)]));
  const page = `<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd34.js"></script>
<link rel="stylesheet" href="/assets/index-Ef56Gh78.css"></head><body><div id="root"></div>
${'<!-- the page, long enough to be worth compressing -->\n'.repeat(30)}</body></html>`;
  writeFileSync(join(dir, 'index.html'), page);
  for (const name of ['sign-in', 'landing']) {
    for (const language of ['en', 'bn']) {
      writeFileSync(join(dir, `${name}.${language}.html`), staticPage(name, language));
    }
  }
  // The signed-in frame and its headings (apps/web/static-pages.ts, src/static-pages/app-frame.tsx).
  writeFileSync(
    join(dir, 'app-frame.html'),
    '<!doctype html><html lang="%CHALAN_LANG%"><head><title>%CHALAN_DOCUMENT_TITLE%</title></head>' +
      '<body><div id="root"><h1>%CHALAN_SCREEN_TITLE%</h1></div></body></html>',
  );
  writeFileSync(join(dir, 'app-frame-titles.json'), JSON.stringify(FRAME_TITLES));
  await precompressDir(dir);
  return dir;
}

const FRAME_TITLES = {
  en: {
    app: 'Chalan',
    screens: {
      '/inventory/orders-processing': 'Order Processing',
      '/inventory/loss-profit': 'Loss & Profit',
    },
  },
  bn: {
    app: 'চালান',
    screens: { '/inventory/orders-processing': 'প্রসেসিং অর্ডার', '/inventory/loss-profit': 'লাভ-ক্ষতি' },
  },
};
const framed = (language: string, title: string, app: string) =>
  `<!doctype html><html lang="${language}"><head><title>${title} · ${app}</title></head>` +
  `<body><div id="root"><h1>${title}</h1></div></body></html>`;

let server: TestServer;
let dist: string;
beforeAll(async () => {
  dist = await builtWebDist();
  server = await startTestServer({ WEB_DIST: dist });
});
afterAll(() => server?.close());

describe('the web app’s files', () => {
  const script = '/assets/index-Ab12Cd34.js';
  const scriptFile = () => readFileSync(join(dist, script));

  it('sends brotli to a browser that takes it, gzip to one that takes only gzip, plain otherwise', async () => {
    for (const [accept, expected] of [
      [CHROME, 'br'],
      ['gzip, deflate', 'gzip'],
      ['identity', undefined],
      [undefined, undefined],
    ] as const) {
      const reply = await rawGet(server, script, accept);
      expect(reply.status).toBe(200);
      expect(reply.headers['content-encoding'], `for Accept-Encoding ${accept}`).toBe(expected);
      expect(decoded(reply).equals(scriptFile())).toBe(true);
      expect(reply.headers['content-type']).toContain('javascript');
      if (expected) expect(reply.body.length).toBeLessThan(scriptFile().length / 3);
      // The build's .br/.gz file, streamed with its size known, not compressed again per request.
      expect(Number(reply.headers['content-length'])).toBe(reply.body.length);
    }
    const css = await rawGet(server, '/assets/index-Ef56Gh78.css', CHROME);
    expect(css.headers['content-encoding']).toBe('br');
    expect(decoded(css).equals(readFileSync(join(dist, 'assets/index-Ef56Gh78.css')))).toBe(true);
  });

  it('tells caches the reply depends on Accept-Encoding, and keeps hashed files for a year', async () => {
    for (const accept of [CHROME, 'identity']) {
      const reply = await rawGet(server, script, accept);
      expect(reply.headers.vary).toMatch(/accept-encoding/i);
      expect(reply.headers['cache-control']).toBe(IMMUTABLE);
    }
  });

  it('sends an image as it is, never compressed again', async () => {
    const reply = await rawGet(server, '/assets/logo-Ij90Kl12.png', CHROME);
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.body.equals(readFileSync(join(dist, 'assets/logo-Ij90Kl12.png')))).toBe(true);
    expect(reply.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('sends the page compressed and to be checked again on every visit, at / and at any app path', async () => {
    const page = readFileSync(join(dist, 'index.html'));
    for (const path of ['/', '/inventory/customers/profile/c1', '/register']) {
      // Signed in: the prerendered landing page is for visitors.
      const reply = await rawGet(server, path, CHROME, { cookie: 'chalan.session_token=abc.def' });
      expect(reply.status).toBe(200);
      expect(reply.headers['content-type']).toContain('text/html');
      expect(reply.headers['content-encoding']).toBe('br');
      expect(decoded(reply).equals(page)).toBe(true);
      expect(reply.headers['cache-control']).toBe('no-cache');
      expect(reply.headers.vary).toMatch(/accept-encoding/i);
    }
  });

  it('answers a missing asset (an old build’s chunk) with 404, not the page, and does not cache it', async () => {
    const reply = await rawGet(server, '/assets/index-Old00000.js', CHROME);
    expect(reply.status).toBe(404);
    expect(reply.headers['cache-control']).not.toBe(IMMUTABLE);
  });
});

describe('the prerendered landing and sign-in pages', () => {
  const page = (reply: RawReply) => decoded(reply).toString('utf8');

  it('is what a signed-out browser gets at /login, in the language it chose, else the one it prefers', async () => {
    for (const [headers, language] of [
      [{}, 'en'],
      [{ 'accept-language': 'bn-BD,bn;q=0.9,en;q=0.8' }, 'bn'],
      [{ 'accept-language': 'fr;q=0.9, en-GB;q=0.5, bn;q=0.7' }, 'bn'],
      [{ 'accept-language': 'bn-BD', cookie: 'chalan.lang=en' }, 'en'],
      [{ cookie: 'chalan.lang=bn' }, 'bn'],
    ] as const) {
      const reply = await rawGet(server, '/login?from=%2Finventory%2Fproducts', CHROME, headers);
      expect(reply.status).toBe(200);
      expect(page(reply), JSON.stringify(headers)).toBe(staticPage('sign-in', language));
      expect(reply.headers['content-encoding']).toBe('br');
      expect(reply.headers['cache-control']).toBe('no-cache');
      expect(reply.headers.vary).toMatch(/cookie/i);
    }
  });

  it('is what a signed-out browser gets at /, in its language', async () => {
    for (const [headers, language] of [
      [{ 'accept-language': 'en-US,en' }, 'en'],
      [{ 'accept-language': 'bn-BD' }, 'bn'],
    ] as const) {
      const reply = await rawGet(server, '/', CHROME, headers);
      expect(page(reply)).toBe(staticPage('landing', language));
      expect(reply.headers['cache-control']).toBe('no-cache');
    }
  });

  it('leaves them to the app for a browser with a session, or with a notice to show', async () => {
    const app = readFileSync(join(dist, 'index.html'), 'utf8');
    for (const [path, headers] of [
      ['/login', { cookie: 'chalan.session_token=abc.def' }],
      ['/', { cookie: '__Secure-chalan.session_token=abc.def' }],
      ['/login?verified=1', {}],
      ['/login?error=INVALID_TOKEN', {}],
    ] as const) {
      const reply = await rawGet(server, path, CHROME, headers);
      expect(page(reply), path).toBe(app);
    }
  });
});

describe('the signed-in frame painted from the HTML', () => {
  const page = (reply: RawReply) => decoded(reply).toString('utf8');
  const session = 'chalan.session_token=abc.def';

  it('gives a browser with a session the screen’s heading at once, in its language', async () => {
    for (const [path, headers, expected] of [
      ['/inventory/orders-processing', {}, framed('en', 'Order Processing', 'Chalan')],
      ['/inventory/orders-processing', { cookie: 'chalan.lang=bn' }, framed('bn', 'প্রসেসিং অর্ডার', 'চালান')],
      ['/Inventory/Orders-Processing/', { 'accept-language': 'bn-BD' }, framed('bn', 'প্রসেসিং অর্ডার', 'চালান')],
      ['/inventory/loss-profit', {}, framed('en', 'Loss &#38; Profit', 'Chalan')],
    ] as const) {
      const cookie = 'cookie' in headers ? `${session}; ${headers.cookie}` : session;
      const reply = await rawGet(server, path, CHROME, { ...headers, cookie });
      expect(reply.status).toBe(200);
      expect(page(reply), path).toBe(expected);
      expect(reply.headers['content-type']).toContain('text/html');
      expect(reply.headers['cache-control']).toBe('no-cache');
      expect(reply.headers.vary).toMatch(/cookie/i);
    }
  });

  it('is not sent without a session, nor for a screen whose heading is not fixed', async () => {
    const app = readFileSync(join(dist, 'index.html'), 'utf8');
    for (const [path, cookie] of [
      ['/inventory/orders-processing', ''],
      ['/inventory/customers/profile/c1', session],
      ['/inventory/no-such-screen', session],
    ] as const) {
      const reply = await rawGet(server, path, CHROME, cookie ? { cookie } : {});
      expect(page(reply), path).toBe(app);
    }
  });
});

describe('uploaded images', () => {
  it('are sent as stored, uncompressed, cached briefly by the browser only', async () => {
    mkdirSync(join(server.dataDir, 'uploads/products'), { recursive: true });
    const image = Buffer.concat([PNG, Buffer.alloc(4000)]);
    writeFileSync(join(server.dataDir, 'uploads/products/photo.png'), image);
    const reply = await rawGet(server, '/uploads/products/photo.png', CHROME);
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.body.equals(image)).toBe(true);
    expect(reply.headers['cache-control']).toBe('private, max-age=3600');
  });
});

describe('API replies', () => {
  it('compress a large JSON on the fly: brotli, else gzip, the same JSON once decoded', async () => {
    const plain = await rawGet(server, '/api/openapi.json', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const spec = JSON.parse(plain.body.toString('utf8'));
    expect(plain.body.length).toBeGreaterThan(1024);
    for (const [accept, expected] of [
      [CHROME, 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
    ] as const) {
      const reply = await rawGet(server, '/api/openapi.json', accept);
      expect(reply.status).toBe(200);
      expect(reply.headers['content-encoding'], `for Accept-Encoding ${accept}`).toBe(expected);
      expect(reply.headers['content-length']).toBeUndefined();
      expect(reply.body.length).toBeLessThan(plain.body.length / 3);
      expect(JSON.parse(decoded(reply).toString('utf8'))).toEqual(spec);
      expect(reply.headers.vary).toMatch(/accept-encoding/i);
    }
  });

  it('leave a small JSON as it is, still varying by Accept-Encoding', async () => {
    const reply = await rawGet(server, '/api/health', CHROME);
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(reply.body.toString('utf8'))).toBeTruthy();
    expect(reply.headers.vary).toMatch(/accept-encoding/i);
  });

  it('are never stored by a cache, errors included', async () => {
    for (const path of ['/api/health', '/api/orders', '/api/no-such-thing', '/api/openapi.json']) {
      const reply = await rawGet(server, path, CHROME);
      expect(reply.headers['cache-control'], path).toBe('no-store');
    }
  });
});
