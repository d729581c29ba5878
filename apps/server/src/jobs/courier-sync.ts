import type { AppDeps } from '../app-env.ts';
import { syncBacklog } from '../features/parcels/sync.service.ts';
import { every, type PeriodicJob } from './periodic.ts';

/**
 * Polls the couriers for parcels whose next check is due (COURIER_SYNC_INTERVAL_MS; 0 turns it off), round
 * after round while a backlog lasts.
 */
export function startCourierSync(
  deps: Pick<AppDeps, 'config' | 'database' | 'logger'>,
): PeriodicJob | undefined {
  const everyMs = deps.config.COURIER_SYNC_INTERVAL_MS;
  if (everyMs === 0) return undefined;
  let stopping = false;
  const job = every('courier-sync', { firstAfterMs: everyMs, everyMs }, deps.logger, async () => {
    const counts = await syncBacklog(deps, deps.database.db, () => stopping);
    if (counts.checked > 0) deps.logger.info(counts, 'courier statuses synced');
  });
  return {
    stop() {
      stopping = true;
      return job.stop();
    },
  };
}
