import { defineConfig } from 'vitest/config';

/**
 * `npm run test:instances`: the app as several processes on one PostgreSQL database (issue 19). Apart from
 * `npm test`, which must pass without PostgreSQL; CI runs it in its PostgreSQL step.
 */
export default defineConfig({
  test: {
    name: 'instances',
    include: ['apps/server/src/**/*.pg-test.ts'],
    pool: 'forks',
    fileParallelism: false,
    restoreMocks: true,
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
});
