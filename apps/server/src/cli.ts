import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { setMasterFlag } from './features/platform/master.service.ts';

const USAGE = `Usage:
  npm run chalan -- master grant <email>    give a user the master flag (sees Merchants)
  npm run chalan -- master revoke <email>   take it away`;

const [area, action, email] = process.argv.slice(2);
if (area !== 'master' || !['grant', 'revoke'].includes(action ?? '') || !email) {
  console.error(USAGE);
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
await migrate(database);
const found = await setMasterFlag(database.db, email, action === 'grant');
await database.close();
if (!found) {
  console.error(`No user has the email ${email}`);
  process.exit(1);
}
console.log(`${email}: master ${action === 'grant' ? 'granted' : 'revoked'}`);
