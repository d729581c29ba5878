import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/**/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'tools/**/*.test.ts'],
    globalSetup: ['apps/server/src/test/global-setup.testkit.ts'],
    pool: 'forks',
    // Files in a worker share its loaded modules (each still starts its own server on its own database):
    // importing the server once per worker instead of once per file halves the suite's time.
    isolate: false,
    // and so that no file leaves a spy, a stubbed env or global behind for the next one:
    restoreMocks: true,
    unstubEnvs: true,
    unstubGlobals: true,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
