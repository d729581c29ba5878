import type { Logger } from '../logger.ts';

export interface PeriodicJob {
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

/**
 * Runs `task` after `firstAfterMs`, then every `everyMs` after the previous run ends (never two at
 * once). A failing run is logged and the next one still comes.
 */
export function every(
  name: string,
  options: { firstAfterMs: number; everyMs: number },
  logger: Logger,
  task: () => Promise<void>,
): PeriodicJob {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  const schedule = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(run, ms);
    timer.unref();
  };
  const run = () => {
    running = task()
      .catch((err) => logger.error({ err, job: name }, 'background job failed'))
      .finally(() => {
        running = undefined;
        schedule(options.everyMs);
      });
  };
  schedule(options.firstAfterMs);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
