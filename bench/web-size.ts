import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * `npm run build && npx tsx bench/web-size.ts`: the JavaScript a page loads (DESIGN.md: the sign-in page
 * at most 100 KB, the Processing list at most 170 KB, compressed). From the built entry, the route's chunks
 * and everything they import statically, with the English texts
 * the page awaits (i18n/index.ts: en-public, and en-app with the shell); each file compressed as the server sends it (brotli), gzip alongside.
 */
const ASSETS = join(import.meta.dirname, '../apps/web/dist/assets');

const PAGES = [
  { name: 'sign-in page', chunks: ['index-', 'login-page-', 'auth-layout-', 'en-public-'], budgetKb: 100 },
  {
    name: 'Processing list',
    chunks: ['index-', 'protected-layout-', 'order-list-pages-', 'en-public-', 'en-app-'],
    budgetKb: 170,
  },
];

const files = readdirSync(ASSETS).filter((f) => f.endsWith('.js'));
const source = (file: string) => readFileSync(join(ASSETS, file));
const staticImports = (file: string) =>
  [
    ...source(file)
      .toString('utf8')
      .matchAll(/(?:import|from)\s*["']\.\/([^"']+\.js)["']/g),
  ].map((m) => m[1]!);
const brotli = (file: string) =>
  brotliCompressSync(source(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length / 1024;
const gzip = (file: string) => gzipSync(source(file), { level: 9 }).length / 1024;

function pageFiles(chunks: string[]): Set<string> {
  const loaded = new Set<string>();
  const visit = (file: string) => {
    if (loaded.has(file)) return;
    loaded.add(file);
    for (const next of staticImports(file)) visit(next);
  };
  for (const prefix of chunks) {
    const chunk = files.find((f) => f.startsWith(prefix));
    if (!chunk) throw new Error(`no ${prefix}*.js in ${ASSETS}: run npm run build first`);
    visit(chunk);
  }
  return loaded;
}

const verbose = process.argv.includes('--files');
for (const page of PAGES) {
  const sizes = [...pageFiles(page.chunks)]
    .map((file) => ({ file, br: brotli(file), gz: gzip(file) }))
    .sort((a, b) => b.br - a.br);
  const br = sizes.reduce((sum, s) => sum + s.br, 0);
  const gz = sizes.reduce((sum, s) => sum + s.gz, 0);
  for (const s of sizes.slice(0, verbose ? sizes.length : 8)) {
    console.log(`${s.br.toFixed(1).padStart(7)} KB br ${s.gz.toFixed(1).padStart(7)} KB gz  ${s.file}`);
  }
  console.log(
    `${page.name}: ${br.toFixed(1)} KB brotli, ${gz.toFixed(1)} KB gzip of JavaScript in ${sizes.length} files; ` +
      `budget ${page.budgetKb} KB: ${br <= page.budgetKb ? 'within' : 'OVER'}\n`,
  );
}
