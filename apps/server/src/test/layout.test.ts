import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The layout's rules a reader relies on: test-only code is named `*.testkit.ts` and production code
// never imports it, so a glance at a file name tells production from test support; and the arrows go
// web → core and server → core only. (`npm run lint:circles` keeps the source free of import circles.)

const ROOT = resolve(import.meta.dirname, '../../../..');
const SOURCE_ROOTS = ['packages/core/src', 'apps/server/src', 'apps/web/src', 'tools/fake-courier/src'];
const SUPPORT_ROOTS = ['bench', 'e2e'];

// `*.pg-test.ts`: tests that need PostgreSQL, run by `npm run test:instances` rather than `npm test`.
const isTest = (file: string) => /\.(pg-)?test\.tsx?$/.test(file);
const isTestkit = (file: string) => /\.testkit\.tsx?$/.test(file);
const isSupport = (file: string) => SUPPORT_ROOTS.some((root) => file.startsWith(`${root}/`));
const isProduction = (file: string) => !isTest(file) && !isTestkit(file) && !isSupport(file);

function sourceFiles(root: string): string[] {
  return readdirSync(join(ROOT, root), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(tsx?|mjs)$/.test(name) && !name.includes('node_modules'))
    .map((name) => `${root}/${name.split('\\').join('/')}`);
}

const FILES = [...SOURCE_ROOTS, ...SUPPORT_ROOTS].flatMap(sourceFiles);

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;

const WORKSPACES: Record<string, string> = {
  '@chalan/core': 'packages/core/src',
  '@chalan/server': 'apps/server/src',
  '@chalan/web': 'apps/web/src',
  '@chalan/fake-courier': 'tools/fake-courier/src',
};

/** A specifier as a repository path: relative ones, and the workspaces' (`@chalan/core/x` is `src/x.ts`). */
function target(file: string, specifier: string): string | undefined {
  const [scope, name, ...rest] = specifier.split('/');
  const workspace = WORKSPACES[`${scope}/${name}`];
  if (workspace) return rest.length === 0 ? `${workspace}/index.ts` : `${workspace}/${rest.join('/')}.ts`;
  if (!specifier.startsWith('.')) return undefined;
  return relative(ROOT, resolve(ROOT, dirname(file), specifier))
    .split('\\')
    .join('/');
}

/** Each file's imports that stay inside the repository. */
const IMPORTS = new Map(
  FILES.map((file) => {
    const text = readFileSync(join(ROOT, file), 'utf8');
    const targets = [...text.matchAll(SPECIFIER)].flatMap((m) => target(file, m[1] as string) ?? []);
    return [file, targets] as const;
  }),
);

/** Seed code shared on purpose with the demo and bench (docs/testing.md), though only tests use it today. */
const SHARED_SEED = ['apps/server/src/db/seed/accounts.ts'];

describe('layout', () => {
  it('finds the source files it checks', () => {
    expect(FILES.filter(isTestkit).length).toBeGreaterThan(20);
    expect(FILES.filter(isProduction).length).toBeGreaterThan(100);
  });

  it('production code never imports test-only code', () => {
    const wrong = [...IMPORTS].flatMap(([file, targets]) =>
      isProduction(file) ? targets.filter(isTestkit).map((t) => `${file} imports ${t}`) : [],
    );
    expect(wrong).toEqual([]);
  });

  it('code used only by tests is named *.testkit.ts', () => {
    const importers = new Map<string, string[]>();
    for (const [file, targets] of IMPORTS) {
      for (const target of targets) importers.set(target, [...(importers.get(target) ?? []), file]);
    }
    const unnamed = FILES.filter((file) => isProduction(file) && !SHARED_SEED.includes(file)).filter(
      (file) => {
        const users = importers.get(file) ?? [];
        return users.length > 0 && users.every((user) => isTest(user) || isTestkit(user));
      },
    );
    expect(unnamed).toEqual([]);
  });

  it('a test/ folder holds only tests and test kits', () => {
    const stray = FILES.filter((file) => file.includes('/test/') && !isSupport(file)).filter(isProduction);
    expect(stray).toEqual([]);
  });

  it('the web imports only core, and core imports neither the web nor the server', () => {
    const allowed = (file: string, to: string) =>
      file.startsWith('packages/core/')
        ? to.startsWith('packages/core/')
        : !file.startsWith('apps/web/') || !/^(apps\/server|tools)\//.test(to);
    const wrong = [...IMPORTS].flatMap(([file, targets]) =>
      targets.filter((to) => !allowed(file, to)).map((to) => `${file} imports ${to}`),
    );
    expect(wrong).toEqual([]);
  });
});
