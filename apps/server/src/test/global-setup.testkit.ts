import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { openDatabase, openPglite } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import {
  adminQuery,
  RUN_DIR_ENV,
  TEMPLATE_DB_ENV,
  TEMPLATE_DUMP_ENV,
  withDatabase,
} from './test-database.testkit.ts';

/** Migrates once per run; every test file then clones this template instead of migrating again. */
export default async function setup() {
  const runDir = resolve(`.tmp/test-run-${process.pid}`);
  mkdirSync(runDir, { recursive: true });
  process.env[RUN_DIR_ENV] = runDir;
  const removeRunDir = () => rmSync(runDir, { recursive: true, force: true });
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    const name = `chalan_tpl_${process.pid}`;
    await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    await adminQuery(adminUrl, `create database ${name}`);
    const database = await openDatabase({ databaseUrl: withDatabase(adminUrl, name) });
    await migrate(database);
    await database.close();
    process.env[TEMPLATE_DB_ENV] = name;
    return async () => {
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
      removeRunDir();
    };
  }
  const pglite = await openPglite();
  const database = await openDatabase({ pglite });
  await migrate(database);
  const dump = await pglite.dumpDataDir('gzip');
  await pglite.close();
  const dumpFile = `${runDir}/template.tar.gz`;
  writeFileSync(dumpFile, new Uint8Array(await dump.arrayBuffer()));
  process.env[TEMPLATE_DUMP_ENV] = dumpFile;
  return removeRunDir;
}
