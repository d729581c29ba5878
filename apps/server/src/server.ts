import type { AddressInfo } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import { serve } from '@hono/node-server';
import { inArray } from 'drizzle-orm';
import { createApp } from './app.ts';
import type { AppDeps } from './app-env.ts';
import { createAuth } from './auth/auth.ts';
import type { Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { users } from './db/schema/index.ts';
import { startRefreshRuns } from './features/parcels/refresh-runs.ts';
import { startCourierSync } from './jobs/courier-sync.ts';
import { startDispatchWorker } from './jobs/dispatch-worker.ts';
import { startPgliteMaintenance } from './jobs/pglite-maintenance.ts';
import { startSmsSender } from './jobs/sms-sender.ts';
import { createLogger, type Logger } from './logger.ts';
import { createMailer } from './mail/mailer.ts';

export interface RunningServer {
  url: string;
  deps: AppDeps;
  close(): Promise<void>;
}

/** config -> db -> migrate -> app -> listen. Used by main.ts and by the tests (real HTTP on a free port). */
export async function startServer(
  config: Config,
  options: { pglite?: PGlite; logger?: Logger; migrate?: boolean; jobs?: boolean } = {},
): Promise<RunningServer> {
  const logger = options.logger ?? createLogger(config.LOG_LEVEL, config.INSTANCE_ID);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    pglite: options.pglite,
    onConnectionLost: (error) => logger.warn({ err: error }, 'database connection lost'),
  });
  if (options.migrate !== false) await migrate(database);
  await grantPlatformAdmins(database.db, config.PLATFORM_ADMIN_EMAILS);
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    dataDir: config.DATA_DIR,
    logger,
  });
  const auth = createAuth({ config, db: database.db, mailer });
  const sms = startSmsSender({ config, database, logger }, { timer: options.jobs !== false });
  const dispatch = startDispatchWorker(
    { config, database, logger },
    { afterBatch: () => sms.kick(), timer: options.jobs !== false },
  );
  const refresh = startRefreshRuns({ config, database, logger });
  const deps: AppDeps = { config, database, mailer, logger, auth, jobs: { dispatch, refresh, sms } };
  const app = createApp(deps);
  const maintenance = options.jobs === false ? undefined : startPgliteMaintenance(database, logger);
  const courierSync = options.jobs === false ? undefined : startCourierSync({ config, database, logger });

  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, () => resolve(s));
    s.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  const host = config.HOST === '0.0.0.0' ? 'localhost' : config.HOST;
  return {
    url: `http://${host}:${port}`,
    deps,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
      });
      await maintenance?.stop();
      await courierSync?.stop();
      await dispatch.stop();
      await refresh.stop();
      await sms.stop();
      await database.close();
    },
  };
}

/** PLATFORM_ADMIN_EMAILS get the master flag at every start (the CLI grants it too). */
async function grantPlatformAdmins(db: AppDeps['database']['db'], emails: string[]) {
  if (emails.length > 0) await db.update(users).set({ master: true }).where(inArray(users.email, emails));
}
