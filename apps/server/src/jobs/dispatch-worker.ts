import type { AppDeps, DispatchWorker } from '../app-env.ts';
import { openBatches, runBatch } from '../features/dispatch/batch.service.ts';

/** Works through bulk sends in the background, one batch after another; kicked when one is created. */
export function startDispatchWorker(deps: Pick<AppDeps, 'config' | 'database' | 'logger'>): DispatchWorker {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  const drain = async () => {
    do {
      again = false;
      for (const batch of await openBatches(deps.database.db)) {
        if (stopped) return;
        await runBatch(deps, deps.database.db, batch, () => stopped);
      }
    } while (again && !stopped);
  };
  const kick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((err) => deps.logger.error({ err }, 'dispatch batch failed'))
      .finally(() => {
        running = undefined;
      });
  };
  // Batches left unfinished by a restart carry on.
  kick();
  return {
    kick,
    idle: async () => {
      while (running) await running;
    },
    async stop() {
      stopped = true;
      await running;
    },
  };
}
