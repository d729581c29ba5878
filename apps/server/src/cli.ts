import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DataDirLockedError, describeHolder } from './db/data-dir-lock.ts';
import { migrate } from './db/migrate.ts';
import { setMasterFlag } from './features/platform/master.service.ts';
import { formatJobsState, jobsState } from './jobs/jobs-state.ts';

const USAGE = `Usage:
  npm run chalan -- master grant <email>    give a user the master flag (sees Merchants)
  npm run chalan -- master revoke <email>   take it away
  npm run chalan -- jobs [--json]           what the background work of every instance is doing`;

const [area, action, email] = process.argv.slice(2);
const jobs = area === 'jobs' && (action === undefined || action === '--json');
if (!jobs && (area !== 'master' || !['grant', 'revoke'].includes(action ?? '') || !email)) {
  console.error(USAGE);
  process.exit(2);
}

const config = loadConfig();
// On the embedded database a running app holds the data folder; a change made beside it would be lost.
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR }).catch(
  (error: unknown) => {
    if (!(error instanceof DataDirLockedError)) throw error;
    console.error(
      `Chalan is running on ${error.dataDir} (${describeHolder(error.holder)}): stop it first, then run this again. Nothing was changed.`,
    );
    process.exit(1);
  },
);
await migrate(database);
if (jobs) {
  const state = await jobsState(database.db);
  await database.close();
  console.log(action === '--json' ? JSON.stringify(state, null, 2) : formatJobsState(state));
  process.exit(0);
}
const found = await setMasterFlag(database.db, email!, action === 'grant');
await database.close();
if (!found) {
  console.error(`No user has the email ${email}`);
  process.exit(1);
}
console.log(`${email}: master ${action === 'grant' ? 'granted' : 'revoked'}`);
