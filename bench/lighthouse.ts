import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { CHROMIUM } from './web-bytes.ts';

const run = promisify(execFile);
const BIN = join(import.meta.dirname, '../node_modules/.bin/lighthouse');
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;

export interface LighthouseScores {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  /** First and Largest Contentful Paint and Total Blocking Time, ms, on Lighthouse's simulated phone. */
  fcp: number;
  lcp: number;
  tbt: number;
}

interface Report {
  finalDisplayedUrl: string;
  categories: Record<(typeof CATEGORIES)[number], { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
}

/**
 * Lighthouse's default run (a mid-range phone on a slow 4G, simulated) on Debian's Chromium; for a
 * signed-in route the session cookie goes with every request (`--extra-headers`).
 */
export async function lighthouse(origin: string, path: string, cookie?: string): Promise<LighthouseScores> {
  const dir = mkdtempSync(join(tmpdir(), 'chalan-lighthouse-'));
  const out = join(dir, 'report.json');
  const args = [
    new URL(path, origin).toString(),
    `--chrome-path=${CHROMIUM}`,
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    `--only-categories=${CATEGORIES.join(',')}`,
    '--output=json',
    `--output-path=${out}`,
    '--quiet',
    ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
  ];
  try {
    const once = () => run(BIN, args, { maxBuffer: 64 * 1024 * 1024, env: { ...process.env, TMPDIR: dir } });
    // Lighthouse itself sometimes loses its trace ("NO_NAVSTART … Please run Lighthouse again").
    await once().catch((error: { stderr?: string }) => {
      if (!error.stderr?.includes('run Lighthouse again')) throw error;
      return once();
    });
    const keep = process.env.BENCH_WEB_REPORTS;
    if (keep) {
      mkdirSync(keep, { recursive: true });
      copyFileSync(out, join(keep, `${path.replaceAll('/', '_') || '_'}.json`));
    }
    const report = JSON.parse(readFileSync(out, 'utf8')) as Report;
    const landed = new URL(report.finalDisplayedUrl).pathname;
    if (landed !== path) throw new Error(`Lighthouse on ${path} ended at ${landed}`);
    const score = (name: (typeof CATEGORIES)[number]) =>
      Math.round((report.categories[name].score ?? 0) * 100);
    const ms = (audit: string) => Math.round(report.audits[audit]?.numericValue ?? Number.NaN);
    return {
      path,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      fcp: ms('first-contentful-paint'),
      lcp: ms('largest-contentful-paint'),
      tbt: ms('total-blocking-time'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
