import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import type { DatabaseKind } from '../apps/server/src/db/client.ts';
import type { Timing } from './measure.ts';

export interface BenchResult {
  kind: DatabaseKind;
  orders: number;
  otherSellers: number;
  otherOrders: number;
  generateMs: number;
  api: Timing[];
  bare: Timing[];
}

const DOC = join(import.meta.dirname, '..', 'docs', 'performance.md');
const LABEL: Record<DatabaseKind, string> = { pglite: 'PGlite (embedded)', postgresql: 'PostgreSQL' };

/** The budget DESIGN.md sets for a measurement, by its name. */
const budgetOf = (name: string) => (name === 'Create order' ? 30 : 50);

function section(result: BenchResult, runs: number): string {
  const rows = result.api.map((t) => {
    const budget = budgetOf(t.name);
    const verdict = t.p95 <= budget ? 'within' : 'OVER';
    return `| ${t.name} | ${t.p50} | ${t.p95} | ${t.perSecond} | < ${budget} | ${verdict} |`;
  });
  const bareRows = result.bare.map((b) => {
    const viaApi = result.api.find((t) => t.name === b.name)!;
    const ratio = viaApi.perSecond / b.perSecond;
    return `| ${b.name} | ${b.p50} | ${b.p95} | ${b.perSecond} | ${viaApi.perSecond} | ${ratio.toFixed(2)} (budget ≥ 0.50) |`;
  });
  return [
    `<!-- bench:${result.kind}:start -->`,
    `## ${LABEL[result.kind]}`,
    '',
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC. Data: one seller with ${result.orders.toLocaleString('en')} orders over a year ` +
      `(${Math.ceil(result.orders / 5).toLocaleString('en')} customers) and ${result.otherSellers} other sellers with ` +
      `${result.otherOrders.toLocaleString('en')} orders each; generated in ${Math.round(result.generateMs / 1000)} s. ` +
      `${runs} runs per line after 5 warm-up runs, one request at a time; times in ms, measured over HTTP on localhost by a client on a thread of its own (its work is not the server's).`,
    '',
    '| Through the API | p50 ms | p95 ms | req/s | p95 budget ms | |',
    '|---|---|---|---|---|---|',
    ...rows,
    '',
    'The same list SQL run bare on the same database (the statements the endpoint runs, captured from its service):',
    '',
    '| Bare SQL | p50 ms | p95 ms | runs/s | API req/s | API ÷ bare |',
    '|---|---|---|---|---|---|',
    ...bareRows,
    `<!-- bench:${result.kind}:end -->`,
  ].join('\n');
}

const HEADER = `# Performance

Measured by \`npm run bench\` (bench/run.ts): it generates the data with the seed generator
(apps/server/src/db/seed/orders-generator.ts), starts the real server and times the endpoints over HTTP.
Budgets are DESIGN.md's: order lists, search by phone or order id and customer lookup p95 under 50 ms with
100,000 orders for the seller; create order p95 under 30 ms; the API's throughput on a list page at least
half of what the same SQL reaches bare. Numbers are reported, never asserted in tests.
PostgreSQL runs when \`DATABASE_URL\` is set (a fresh database is created and dropped).
`;

/**
 * Rewrites the machine and this run's sections in place; everything else in the file (the other database's
 * section from an earlier run, notes written by hand) stays.
 */
export function writeReport(results: BenchResult[], runs: number) {
  const cpu = cpus();
  const machine = [
    '## Machine',
    '',
    `- CPU: ${cpu[0]?.model ?? 'unknown'}, ${cpu.length} cores`,
    `- Memory: ${(totalmem() / 1024 ** 3).toFixed(1)} GiB`,
    `- Node ${process.version} on ${process.platform}`,
  ].join('\n');
  let doc = existsSync(DOC) ? readFileSync(DOC, 'utf8') : `${HEADER}\n${machine}\n`;
  doc = doc.replace(/## Machine\n[\s\S]*?(?=\n## |\n<!-- |$)/, `${machine}\n`);
  for (const result of results) {
    const block = new RegExp(
      `<!-- bench:${result.kind}:start -->[\\s\\S]*?<!-- bench:${result.kind}:end -->`,
    );
    const fresh = section(result, runs);
    doc = block.test(doc) ? doc.replace(block, () => fresh) : `${doc.trimEnd()}\n\n${fresh}\n`;
  }
  writeFileSync(DOC, doc);
}
