import { defineConfig } from 'vitest/config';

/** So that no file leaves a spy, a stubbed env or global behind for the next one. */
const cleanUp = { restoreMocks: true, unstubEnvs: true, unstubGlobals: true };

export default defineConfig({
  test: {
    // Twice the 2 cores: a test waiting on a child process, a timer or a socket leaves its core to
    // another file (measured: 4 min 10 s with 2 workers, 3 min 9 s with 4, 3 min 40 s with 6).
    maxWorkers: 4,
    projects: [
      {
        test: {
          name: 'server',
          include: ['packages/**/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'tools/**/*.test.ts'],
          globalSetup: ['apps/server/src/test/global-setup.testkit.ts'],
          pool: 'forks',
          // Files in a worker share its loaded modules (each still starts its own server on its own database):
          // importing the server once per worker instead of once per file halves the suite's time.
          isolate: false,
          ...cleanUp,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The web's pure logic (form values, formatting, paging): plain Node, no DOM and no database.
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.ts'],
          environment: 'node',
          // Both dictionaries in, as the app has them once a language is chosen.
          setupFiles: ['apps/web/src/i18n/both-languages.testkit.ts'],
          ...cleanUp,
        },
      },
    ],
  },
});
