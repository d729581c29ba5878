import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { createServer, type Plugin } from 'vite';
import type * as Render from './src/static-pages/render-pages.tsx';

/** The public pages served prerendered (src/static-pages/static-page.ts), each with its own script. */
const PAGES = ['sign-in', 'landing'] as const;
const RENDER = 'src/static-pages/render-pages.tsx';
const scriptOf = (page: string) => `src/static-pages/${page}.ts`;

/** A page's file for `language` (the server picks one: apps/server/src/lib/static-pages.ts). */
export const pageFile = (page: string, language: string) => `${page}.${language}.html`;

/** The signed-in frame (src/static-pages/app-frame.tsx) and its screens' headings, filled in by the server. */
export const APP_FRAME = 'app-frame.html';
export const APP_FRAME_TITLES = 'app-frame-titles.json';

/**
 * index.html, the app and all, with the signed-in frame painted in #root: the server fills in the
 * language and the titles (apps/server/src/lib/app-frame.ts).
 */
export function frameFrom(index: string, body: string): string {
  return index
    .replace(/<html lang="[^"]*">/, '<html lang="%CHALAN_LANG%" data-mantine-color-scheme="light">')
    .replace(/<title>[^<]*<\/title>/, '<title>%CHALAN_DOCUMENT_TITLE%</title>')
    .replace('<div id="root"></div>', `<div id="root">${body}</div>`);
}

/**
 * index.html around a prerendered page: its own title, language and script in place of the app's
 * entry and preloads; the stylesheet stays. Light is Mantine's colour scheme, set by its provider at run time.
 */
export function pageFrom(
  index: string,
  page: { language: string; title: string; body: string },
  script: { file: string; imports: string[] },
): string {
  const tags = [
    `<script type="module" crossorigin src="/${script.file}"></script>`,
    ...script.imports.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ];
  return index
    .replace(
      /<html lang="[^"]*">/,
      `<html lang="${page.language}" data-mantine-color-scheme="light" data-static-page>`,
    )
    .replace(/<title>[^<]*<\/title>/, `<title>${page.title}</title>`)
    .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace('</head>', `  ${tags.join('\n    ')}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${page.body}</div>`);
}

/**
 * The Vite plugin: builds each page's script as an entry of its own, then renders the pages in each
 * language (the app's own components, through Vite's SSR module loading) into dist/<page>.<lang>.html.
 * Runs at writeBundle, before precompress's closeBundle compresses the pages.
 */
export function staticPages(): Plugin {
  let root = '';
  let outDir = '';
  /** Each page's script and the chunks it imports (preloaded with it: no waterfall on a slow network). */
  const scripts = new Map<string, { file: string; imports: string[] }>();
  /** What the pages' scripts import, all the way down: kept out of the app's larger chunks (vite.config.ts). */
  const publicModules = new Set<string>();
  return {
    name: 'chalan-static-pages',
    apply: 'build',
    config: () => ({
      build: {
        rolldownOptions: {
          input: { index: 'index.html', ...Object.fromEntries(PAGES.map((page) => [page, scriptOf(page)])) },
          // One small chunk of their own: the app's shell takes everything it imports into one file, and a
          // page that shares a module with it would otherwise download the whole shell (and React).
          output: {
            codeSplitting: {
              groups: [{ name: 'public-pages', test: (id) => publicModules.has(id), priority: 3 }],
            },
          },
        },
      },
    }),
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    buildEnd() {
      const follow = (id: string) => {
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) {
          if (publicModules.has(imported)) continue;
          publicModules.add(imported);
          follow(imported);
        }
      };
      for (const page of PAGES) follow(resolve(root, scriptOf(page)));
    },
    generateBundle(_options, bundle) {
      const importsOf = (file: string, seen = new Set<string>()): Set<string> => {
        const chunk = bundle[file];
        for (const imported of chunk?.type === 'chunk' ? chunk.imports : []) {
          if (!seen.has(imported)) importsOf(imported, seen.add(imported));
        }
        return seen;
      };
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && chunk.isEntry) {
          scripts.set(chunk.name, { file: chunk.fileName, imports: [...importsOf(chunk.fileName)] });
        }
      }
    },
    async writeBundle() {
      // A server, not runnerImport: the render loads each language's texts by dynamic import.
      const server = await createServer({
        root,
        configFile: false,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      const { pages, frame } = await (server.ssrLoadModule(join(root, RENDER)) as Promise<typeof Render>)
        .then(async (module) => ({
          pages: await module.renderStaticPages(),
          frame: await module.renderAppFrames(),
        }))
        .finally(() => server.close());
      const index = await readFile(join(outDir, 'index.html'), 'utf8');
      for (const page of pages) {
        const script = scripts.get(page.name);
        if (!script) this.error(`no script built for the ${page.name} page (${scriptOf(page.name)})`);
        await writeFile(join(outDir, pageFile(page.name, page.language)), pageFrom(index, page, script));
      }
      await writeFile(join(outDir, APP_FRAME), frameFrom(index, frame.body));
      await writeFile(join(outDir, APP_FRAME_TITLES), JSON.stringify(frame.titles));
      this.info(`prerendered ${pages.map((p) => `${p.name}.${p.language}`).join(', ')}`);
    },
  };
}
