import type { Logger } from '../logger.ts';

/** A background worker as its callers see it: kick it when there is work, wait for it, stop it. */
export interface DrainLoop {
  kick(): void;
  /** Resolves when nothing is being worked on (tests wait on it). */
  idle(): Promise<void>;
  /** Lets the running round finish; no new round starts. */
  stop(): Promise<void>;
}

/**
 * Runs `drain` whenever kicked, one round at a time: a kick during a round asks for one more round after
 * it, so work that arrived meanwhile is never left waiting. `drain` is told when to stop early.
 */
export function drainLoop(
  drain: (stopped: () => boolean) => Promise<void>,
  logger: Logger,
  failure: string,
): DrainLoop {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  const rounds = async () => {
    do {
      again = false;
      await drain(() => stopped);
    } while (again && !stopped);
  };
  const kick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = rounds()
      .catch((err) => logger.error({ err }, failure))
      .finally(() => {
        running = undefined;
      });
  };
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
