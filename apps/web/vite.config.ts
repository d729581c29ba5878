import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress.ts';
import { staticPages } from './static-pages.ts';

const api = 'http://localhost:3000';
const everyPage = new RegExp(
  [
    String.raw`node_modules[\\/](react|react-dom|scheduler|wouter|regexparam)[\\/]`,
    // Not the virtualizer: only a long page of a list needs it (components/list-table/virtual-rows.tsx).
    String.raw`node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]`,
    String.raw`node_modules[\\/]@mantine[\\/](hooks[\\/]|core[\\/]esm[\\/]core[\\/])`,
  ].join('|'),
);

export default defineConfig({
  plugins: [react(), staticPages(), precompress()],
  server: {
    proxy: {
      '/api': { target: api, changeOrigin: false },
      '/uploads': { target: api, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: api, changeOrigin: false },
      '/uploads': { target: api, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // A phone on a slow network pays a round trip per file, so a screen's code comes in a few large files,
    // not a hundred small shared chunks (decision 0012): what every page runs (React, the router, queries,
    // Mantine's core) in one cached file; the signed-in frame with everything it imports in another; the
    // order lists (the screen a seller opens most) with theirs in a third. The prerendered public pages keep
    // their own small chunk (static-pages.ts).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: everyPage, priority: 1 },
            { name: 'shell', test: /app-shell[\\/]protected-layout\.tsx$/ },
            { name: 'order-lists', test: /orders[\\/]pages[\\/]order-list-pages\.tsx$/ },
          ],
        },
      },
    },
  },
});
