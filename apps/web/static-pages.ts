import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { createServer, type Plugin } from 'vite';
import type * as SignIn from './src/static-pages/render-sign-in.tsx';

const SCRIPT = 'src/static-pages/sign-in.ts';
const RENDER = 'src/static-pages/render-sign-in.tsx';

/** The sign-in page's file for `language` (the server picks one: apps/server/src/lib/sign-in-page.ts). */
export const signInFile = (language: string) => `sign-in.${language}.html`;

/**
 * index.html around a prerendered page: its own title, language and script in place of the app's
 * entry and preloads; the stylesheet stays. Light is Mantine's colour scheme, set by its provider at run time.
 */
export function pageFrom(
  index: string,
  page: { language: string; title: string; body: string },
  script: string,
): string {
  return index
    .replace(/<html lang="[^"]*">/, `<html lang="${page.language}" data-mantine-color-scheme="light">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${page.title}</title>`)
    .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace('</head>', `  <script type="module" crossorigin src="/${script}"></script>\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${page.body}</div>`);
}

/**
 * The Vite plugin: builds the sign-in page's script as an entry of its own, then renders the page in
 * each language (the app's own LoginPage, through Vite's SSR module loading) into dist/sign-in.<lang>.html.
 * Runs at writeBundle, before precompress's closeBundle compresses the pages.
 */
export function staticPages(): Plugin {
  let root = '';
  let outDir = '';
  let script = '';
  return {
    name: 'chalan-static-pages',
    apply: 'build',
    config: () => ({
      build: { rolldownOptions: { input: { index: 'index.html', 'sign-in': SCRIPT } } },
    }),
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      const chunk = Object.values(bundle).find(
        (c) => c.type === 'chunk' && c.isEntry && c.name === 'sign-in',
      );
      if (!chunk) this.error(`no chunk for ${SCRIPT}`);
      script = chunk.fileName;
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
      const pages = await (server.ssrLoadModule(join(root, RENDER)) as Promise<typeof SignIn>)
        .then((module) => module.renderSignInPages())
        .finally(() => server.close());
      const index = await readFile(join(outDir, 'index.html'), 'utf8');
      for (const page of pages) {
        await writeFile(join(outDir, signInFile(page.language)), pageFrom(index, page, script));
      }
      this.info(`prerendered the sign-in page in ${pages.map((p) => p.language).join(', ')}`);
    },
  };
}
