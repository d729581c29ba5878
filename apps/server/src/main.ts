import { loadConfig } from './config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { seedDemo } from './db/seed/demo.ts';
import { seedDemoParcels } from './db/seed/demo-parcels.ts';
import { connectDemoSms } from './db/seed/demo-sms.ts';
import { connectDemoWebhooks } from './db/seed/demo-webhooks.ts';
import { createLogger } from './logger.ts';
import { startServer } from './server.ts';

const config = loadConfig();
const logger = createLogger(config.LOG_LEVEL, config.INSTANCE_ID);

try {
  const server = await startServer(config, { logger });
  const { kind } = server.deps.database;
  if (config.DEMO) {
    const demo = await seedDemo(server.deps.database.db, config.AUTH_SECRET);
    if (config.DEMO_FAKE_COURIER_URL) {
      await connectDemoWebhooks(server.deps.database.db, config, config.DEMO_FAKE_COURIER_URL, logger);
      await connectDemoSms(server.deps.database.db, config, config.DEMO_FAKE_COURIER_URL);
      await seedDemoParcels(server.deps, server.deps.database.db, config.DEMO_FAKE_COURIER_URL).catch((err) =>
        logger.warn({ err }, 'demo parcels not seeded'),
      );
    }
    logger.info(demo, 'demo seller ready');
    console.log(
      `\n  Demo seller — email: ${demo.email}  password: ${demo.password}\n  Open ${config.APP_URL}/login\n`,
    );
  }
  logger.info(
    { url: server.url, database: kind, dataDir: config.DATA_DIR },
    `Chalan is running at ${config.APP_URL}`,
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    await server.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
} catch (error) {
  if (error instanceof DataDirLockedError) {
    // A person reads this one, often beside the first process's logs: plain words, not only a JSON line.
    logger.fatal({ dataDir: error.dataDir, holder: error.holder }, error.message);
    console.error(`\n  ${error.message}\n`);
  } else {
    logger.fatal({ err: error }, 'could not start');
  }
  process.exit(1);
}
