import { loadConfig } from './config.ts';
import { type Db, openDatabase } from './db/client.ts';
import { DataDirLockedError, describeHolder } from './db/data-dir-lock.ts';
import { migrate } from './db/migrate.ts';
import { setMasterFlag } from './features/platform/master.service.ts';
import { formatJobsState, jobsState } from './jobs/jobs-state.ts';

const USAGE = `Usage:
  npm run chalan -- master grant <email>    give a user the master flag (sees Merchants)
  npm run chalan -- master revoke <email>   take it away
  npm run chalan -- jobs [--json]           what the background work of every instance is doing`;

/** A command run on the migrated database; it returns the process's exit code. */
type Command = (db: Db) => Promise<number>;

/** The command the arguments name, or undefined when they name none. */
function commandOf([area, action, email]: string[]): Command | undefined {
  if (area === 'jobs' && (action === undefined || action === '--json')) {
    return (db) => showJobs(db, action === '--json');
  }
  if (area === 'master' && (action === 'grant' || action === 'revoke') && email) {
    return (db) => setMaster(db, email, action === 'grant');
  }
  return undefined;
}

async function showJobs(db: Db, json: boolean) {
  const state = await jobsState(db);
  console.log(json ? JSON.stringify(state, null, 2) : formatJobsState(state));
  return 0;
}

async function setMaster(db: Db, email: string, grant: boolean) {
  if (!(await setMasterFlag(db, email, grant))) {
    console.error(`No user has the email ${email}`);
    return 1;
  }
  console.log(`${email}: master ${grant ? 'granted' : 'revoked'}`);
  return 0;
}

const command = commandOf(process.argv.slice(2));
if (!command) {
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
let exitCode = 1;
try {
  exitCode = await command(database.db);
} finally {
  await database.close();
}
process.exitCode = exitCode;
