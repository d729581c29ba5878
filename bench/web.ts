import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { users } from '../apps/server/src/db/schema/index.ts';
import { type LighthouseScores, lighthouse } from './lighthouse.ts';
import { benchSeller, signedIn, withBenchServer } from './setup.ts';
import { launchChromium, type RouteBytes, routeBytes } from './web-bytes.ts';

/**
 * `npm run bench:web`: the web app as a phone gets it from our server (brotli, the
 * built app in apps/web/dist). Per route, the JavaScript and CSS bytes Chromium received on a first visit,
 * against the budgets (sign-in ≤ 100 KB of JavaScript, Processing ≤ 170 KB); then Lighthouse's mobile scores
 * for four routes. The signed-in routes open as a bench shop's Admin with a few hundred orders. Prints a
 * table and writes the "Web" section of docs/performance.md. BENCH_WEB_LIGHTHOUSE=0 skips Lighthouse.
 */
const KB = 1024;
const SIGNED_OUT = ['/', '/login', '/register'];
const SIGNED_IN = [
  '/inventory/overview',
  '/inventory/orders-processing',
  '/inventory/start-order',
  '/inventory/products',
  '/inventory/customers',
  '/inventory/completed-orders',
];
const BUDGETS: Record<string, number> = { '/login': 100, '/inventory/orders-processing': 170 };
const BANGLA = '/inventory/orders-processing';
const LIGHTHOUSE = ['/', '/login', '/inventory/orders-processing', '/inventory/start-order'];
const NAMES: Record<string, string> = {
  '/': 'Landing',
  '/login': 'Sign in',
  '/register': 'Register',
  '/inventory/overview': 'Overview (dashboard)',
  '/inventory/orders-processing': 'Processing',
  '/inventory/start-order': 'Start Order',
  '/inventory/products': 'Products',
  '/inventory/customers': 'Customers',
  '/inventory/completed-orders': 'Completed orders',
};
const DOC = join(import.meta.dirname, '..', 'docs', 'performance.md');
const log = (message: string) => console.log(`[bench:web] ${message}`);

if (!existsSync(join(import.meta.dirname, '../apps/web/dist/index.html'))) {
  throw new Error('apps/web/dist is not built: run `npm run build` first');
}

const { bytes, scores } = await withBenchServer('pglite', 'web', async (server) => {
  const shop = await benchSeller(server.deps.database.db, 0, { customers: 100, orders: 300, days: 30 });
  const cookie = (await signedIn(server.url, shop.email)).cookieHeader();
  const cookieFor = (path: string) => (SIGNED_IN.includes(path) ? cookie : undefined);

  const browser = await launchChromium();
  const bytes: (RouteBytes & { label?: string })[] = [];
  try {
    for (const path of [...SIGNED_OUT, ...SIGNED_IN]) {
      log(`bytes: ${path}`);
      bytes.push(await routeBytes(browser, server.url, path, cookieFor(path)));
    }
    // The budget holds in either language: Bangla's texts are larger (three bytes a letter in UTF-8).
    log(`bytes: ${BANGLA} in Bangla`);
    const language = (to: 'en' | 'bn') =>
      server.deps.database.db.update(users).set({ language: to }).where(eq(users.id, shop.userId));
    await language('bn');
    const bangla = await routeBytes(browser, server.url, BANGLA, cookie, 'bn-BD');
    await language('en');
    bytes.push({ ...bangla, label: `${NAMES[BANGLA]} in Bangla` });
  } finally {
    await browser.close();
  }
  const scores: LighthouseScores[] = [];
  if (process.env.BENCH_WEB_LIGHTHOUSE !== '0') {
    for (const path of LIGHTHOUSE) {
      log(`lighthouse: ${path}`);
      scores.push(await lighthouse(server.url, path, cookieFor(path)));
    }
  }
  return { bytes, scores };
});

const kb = (n: number) => (n / KB).toFixed(1);
const verdict = (r: RouteBytes) => {
  const budget = BUDGETS[r.path];
  if (budget === undefined) return '';
  return `≤ ${budget}: ${r.js / KB <= budget ? 'within' : 'OVER'}`;
};
const encodings = (r: RouteBytes) =>
  [...new Set(r.encodings)].map((e) => `${e} ×${r.encodings.filter((x) => x === e).length}`).join(', ');

const bytesTable = [
  '| Route | JS KB | JS budget KB | CSS KB | files (JS + CSS) | encodings | on the wire KB (with headers) |',
  '|---|---|---|---|---|---|---|',
  ...bytes.map(
    (r) =>
      `| ${r.label ?? NAMES[r.path]} \`${r.path}\` | ${kb(r.js)} | ${verdict(r)} | ${kb(r.css)} | ${r.jsFiles} + ${r.cssFiles} | ${encodings(r)} | ${kb(r.jsWire + r.cssWire)} |`,
  ),
];
const scoresTable = [
  '| Route | Performance | Accessibility | Best practices | FCP ms | LCP ms | TBT ms |',
  '|---|---|---|---|---|---|---|',
  ...scores.map(
    (s) =>
      `| ${NAMES[s.path]} \`${s.path}\` | ${s.performance} | ${s.accessibility} | ${s.bestPractices} | ${s.fcp} | ${s.lcp} | ${s.tbt} |`,
  ),
];
console.log(['', ...bytesTable, '', ...scoresTable].join('\n'));

/** Markdown paragraphs wrapped as the rest of the doc is. */
const wrap = (text: string, width = 110) =>
  text
    .split(' ')
    .reduce<string[]>((lines, word) => {
      const last = lines.at(-1);
      if (last !== undefined && last.length + word.length < width)
        lines[lines.length - 1] = `${last} ${word}`;
      else lines.push(word);
      return lines;
    }, [])
    .join('\n');

const cpu = cpus();
const section = [
  '<!-- bench:web:start -->',
  '## Web: what a phone downloads, and Lighthouse',
  '',
  wrap(
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${cpu[0]?.model ?? 'unknown'}, ` +
      `${cpu.length} cores (shared with other work) by \`npm run bench:web\` (bench/web.ts): the built app ` +
      'served by our server (precompressed brotli, apps/server/src/lib/web-delivery.ts), opened in Debian’s ' +
      'Chromium as a Pixel 7 on a first visit (empty cache) until no response came for 2 s. JS and CSS KB are ' +
      'the bodies as received, compressed (CDP `dataReceived` encodedDataLength), KB = 1,024 bytes; the last ' +
      'column adds the response headers (~0.9 KB a file over HTTP/1.1, the security headers on every file). ' +
      'Signed-in routes as a shop’s Admin with 300 orders. Budgets (issue 16): sign-in ≤ 100 KB of JavaScript, ' +
      'Processing ≤ 170 KB.',
  ),
  '',
  ...bytesTable,
  '',
  scores.length
    ? wrap(
        'Lighthouse (npm `lighthouse`, its default mobile run: a mid-range phone on slow 4G, simulated), one run ' +
          'per route; scores move by several points between runs on this shared machine.',
      )
    : 'Lighthouse was skipped in this run.',
  '',
  ...(scores.length ? scoresTable : []),
  '<!-- bench:web:end -->',
].join('\n');

const doc = readFileSync(DOC, 'utf8');
const block = /<!-- bench:web:start -->[\s\S]*?<!-- bench:web:end -->/;
// The section written by hand before this bench existed (web-size.ts) gives way to the measured one.
const old = /## Web: the sign-in page's JavaScript\n[\s\S]*?(?=\n## |\n<!-- |$)/;
const next = block.test(doc)
  ? doc.replace(block, () => section)
  : old.test(doc)
    ? doc.replace(old, () => section)
    : `${doc.trimEnd()}\n\n${section}\n`;
writeFileSync(DOC, next.endsWith('\n') ? next : `${next}\n`);
log('docs/performance.md: Web section written');
