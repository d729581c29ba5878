import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text the browser downloads; images and fonts are compressed already, source maps are not downloaded. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Writes `file.br` (brotli at its best quality) and `file.gz` beside every compressible file of the build,
 * which the server sends to browsers that take them: the best compression, paid once at build time.
 */
export async function precompressDir(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((e) => e.isFile() && COMPRESSIBLE.test(e.name))
    .map((e) => join(e.parentPath, e.name));
  const written = await Promise.all(files.map(precompressFile));
  return written.flat();
}

async function precompressFile(file: string): Promise<string[]> {
  // Small chunks too: a route loads dozens of sub-KB chunks, and a copy is kept only where it is smaller.
  const source = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzipped(source, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const out: string[] = [];
  for (const [ext, bytes] of [
    ['.br', br],
    ['.gz', gz],
  ] as const) {
    if (bytes.length >= source.length) continue;
    await writeFile(file + ext, bytes);
    out.push(file + ext);
  }
  return out;
}

/** The Vite plugin: precompresses the output folder once the build has written it. */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'chalan-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const written = await precompressDir(outDir);
      this.info(`wrote ${written.length} precompressed copies (.br, .gz)`);
    },
  };
}
