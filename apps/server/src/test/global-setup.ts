import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { adminQuery, TEMPLATE_DB_ENV, TEMPLATE_DUMP, withDatabase } from './test-database.ts';

/** Migrates once per run; every test file then clones this template instead of migrating again. */
export default async function setup() {
  rmSync('.tmp/test-data', { recursive: true, force: true });
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
    };
  }
  const pglite = await PGlite.create();
  const database = await openDatabase({ pglite });
  await migrate(database);
  const dump = await pglite.dumpDataDir('gzip');
  await pglite.close();
  mkdirSync(dirname(TEMPLATE_DUMP), { recursive: true });
  writeFileSync(TEMPLATE_DUMP, new Uint8Array(await dump.arrayBuffer()));
}
