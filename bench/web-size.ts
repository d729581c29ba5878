import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * `npm run build && npx tsx bench/web-size.ts`: the JavaScript the sign-in page loads (DESIGN.md: under
 * 150 KB gzip). From the built index.html's entry, the sign-in route's chunks (`login-page`, its layout
 * `auth-layout`) and everything they import statically; each file gzipped as a server would send it.
 */
const ASSETS = join(import.meta.dirname, '../apps/web/dist/assets');
const ROUTE_CHUNKS = ['index-', 'login-page-', 'auth-layout-'];
const BUDGET_KB = 150;

const files = readdirSync(ASSETS).filter((f) => f.endsWith('.js'));
const source = (file: string) => readFileSync(join(ASSETS, file), 'utf8');
const staticImports = (file: string) =>
  [...source(file).matchAll(/(?:import|from)\s*["']\.\/([^"']+\.js)["']/g)].map((m) => m[1]!);

const loaded = new Set<string>();
const visit = (file: string) => {
  if (loaded.has(file)) return;
  loaded.add(file);
  for (const next of staticImports(file)) visit(next);
};
for (const prefix of ROUTE_CHUNKS) {
  const chunk = files.find((f) => f.startsWith(prefix));
  if (!chunk) throw new Error(`no ${prefix}*.js in ${ASSETS}: run npm run build first`);
  visit(chunk);
}

const sizes = [...loaded]
  .map((file) => ({ file, kb: gzipSync(source(file)).length / 1024 }))
  .sort((a, b) => b.kb - a.kb);
const total = sizes.reduce((sum, s) => sum + s.kb, 0);
for (const { file, kb } of sizes.slice(0, 10)) console.log(`${kb.toFixed(1).padStart(7)} KB  ${file}`);
console.log(
  `sign-in page: ${total.toFixed(1)} KB of JavaScript (gzip) in ${sizes.length} files; budget ${BUDGET_KB} KB: ${total < BUDGET_KB ? 'within' : 'OVER'}`,
);
