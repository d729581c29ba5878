import type { Role } from '@chalan/core';
import type { Auth } from './auth/auth.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { DispatchWorker } from './jobs/dispatch-worker.ts';
import type { Logger } from './logger.ts';
import type { Mailer } from './mail/mailer.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
  logger: Logger;
  auth: Auth;
  /** Background work the routes hand over to. */
  jobs: { dispatch: DispatchWorker };
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
