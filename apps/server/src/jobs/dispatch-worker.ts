import type { AppDeps, DispatchWorker } from '../app-env.ts';
import { claimBatch, renewBatchLease, runBatch } from '../features/dispatch/batch.service.ts';
import { drainLoop } from './drain-loop.ts';

/**
 * Works through bulk sends in the background, one batch after another, on whichever instance takes it:
 * each batch is claimed in the database with a lease this instance renews while it works. Kicked when a
 * batch is created here, and every lease period, so a batch whose instance died is taken over.
 */
export function startDispatchWorker(
  deps: Pick<AppDeps, 'config' | 'database' | 'logger'>,
  options: {
    /** After each batch: its bookings may have queued customers' tracking SMS. */
    afterBatch?: () => void;
    /** Look for batches left behind every lease period (off in tests that start no background jobs). */
    timer?: boolean;
  } = {},
): DispatchWorker {
  const { db } = deps.database;
  const owner = deps.config.INSTANCE_ID;
  const leaseMs = deps.config.DISPATCH_LEASE_MS;
  const worker = drainLoop(
    async (stopped) => {
      for (
        let batch = await claimBatch(db, owner, leaseMs);
        batch;
        batch = await claimBatch(db, owner, leaseMs)
      ) {
        let lost = false;
        const renewal = setInterval(() => {
          renewBatchLease(db, batch!, owner, leaseMs).then(
            (kept) => {
              if (!kept) lost = true;
            },
            (err) => deps.logger.warn({ err, batch: batch!.id }, 'dispatch batch lease not renewed'),
          );
        }, leaseMs / 3);
        try {
          await runBatch(deps, db, batch, () => stopped() || lost);
        } finally {
          clearInterval(renewal);
        }
        options.afterBatch?.();
        if (stopped()) return;
      }
    },
    deps.logger,
    'dispatch batch failed',
  );
  const timer = options.timer === false ? undefined : setInterval(worker.kick, leaseMs);
  timer?.unref();
  // Batches left unfinished by a restart carry on.
  worker.kick();
  return {
    ...worker,
    async stop() {
      if (timer) clearInterval(timer);
      await worker.stop();
    },
  };
}
