import type { AppDeps, DispatchWorker } from '../app-env.ts';
import { openBatches, runBatch } from '../features/dispatch/batch.service.ts';
import { drainLoop } from './drain-loop.ts';

/** Works through bulk sends in the background, one batch after another; kicked when one is created. */
export function startDispatchWorker(
  deps: Pick<AppDeps, 'config' | 'database' | 'logger'>,
  /** After each batch: its bookings may have queued customers' tracking SMS. */
  afterBatch: () => void = () => {},
): DispatchWorker {
  const worker = drainLoop(
    async (stopped) => {
      for (const batch of await openBatches(deps.database.db)) {
        if (stopped()) return;
        await runBatch(deps, deps.database.db, batch, stopped);
        afterBatch();
      }
    },
    deps.logger,
    'dispatch batch failed',
  );
  // Batches left unfinished by a restart carry on.
  worker.kick();
  return worker;
}
