import type { Role } from '@chalan/core';
import type { CourierRefresh } from '@chalan/core/parcels/replies';
import type { Auth } from './auth/auth.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { DrainLoop } from './jobs/drain-loop.ts';
import type { Logger } from './logger.ts';
import type { Mailer } from './mail/mailer.ts';

/** The bulk-send worker as routes use it (jobs/dispatch-worker.ts runs it): kicked when a batch is created. */
export type DispatchWorker = DrainLoop;

/** The customer SMS sender (jobs/sms-sender.ts): kicked when a message is queued. */
export type SmsSender = DrainLoop;

/** Refresh runs of the courier pages (features/parcels/refresh-runs.ts). */
export interface RefreshRuns {
  /** Starts a Refresh (or puts `first` first in the running one); answers once those are read. */
  start(sellerId: string, courierId: string, first: string[]): Promise<CourierRefresh>;
  /** The running or last Refresh of this courier. */
  progress(sellerId: string, courierId: string): Promise<CourierRefresh>;
  /** Resolves when no Refresh is running (tests wait on it). */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

export interface AppDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
  logger: Logger;
  auth: Auth;
  /** Background work the routes hand over to. */
  jobs: { dispatch: DispatchWorker; refresh: RefreshRuns; sms: SmsSender };
}

/** The signed-in user as every guarded handler sees it; the seller always comes from here. */
export interface Actor {
  userId: string;
  sellerId: string;
  role: Role;
  master: boolean;
  name: string;
  email: string;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    logger: Logger;
    requestId: string;
    actor: Actor;
  };
}
