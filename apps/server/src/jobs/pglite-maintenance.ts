import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import { every, type PeriodicJob } from './periodic.ts';

const MINUTE = 60_000;

/**
 * PGlite has no autovacuum: without it the planner's statistics go stale and the visibility map is never
 * set, so counts and list pages cannot be read from the indexes alone. We vacuum and analyze a few
 * minutes after start and then every six hours (PostgreSQL does this on its own).
 */
export function startPgliteMaintenance(database: Database, logger: Logger): PeriodicJob | undefined {
  if (database.kind !== 'pglite') return undefined;
  return every(
    'pglite-maintenance',
    { firstAfterMs: 2 * MINUTE, everyMs: 6 * 60 * MINUTE },
    logger,
    async () => {
      const started = performance.now();
      await database.db.execute(sql`vacuum analyze`);
      logger.info({ ms: Math.round(performance.now() - started) }, 'database vacuumed and analyzed');
    },
  );
}
