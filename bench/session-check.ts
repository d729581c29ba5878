// What a guarded request's session check costs on PostgreSQL, where it is read on every request (several
// instances share the database, decision 0015), beside a small guarded request as a whole:
//   DATABASE_URL=postgres://127.0.0.1:5432/test npx tsx bench/session-check.ts
import { sessionQuery } from '../apps/server/src/auth/session.ts';
import { sessions } from '../apps/server/src/db/schema/index.ts';
import { time } from './measure.ts';
import { benchShop, signedIn, withBenchServer } from './setup.ts';

if (!process.env.DATABASE_URL) throw new Error('Set DATABASE_URL to a PostgreSQL server');

const timings = await withBenchServer('postgresql', 'session', async (server) => {
  const { db } = server.deps.database;
  const shop = await benchShop(db, 'session');
  const client = await signedIn(server.url, shop.email);
  const [session] = await db.select({ token: sessions.token }).from(sessions).limit(1);
  const check = sessionQuery(db);
  return [
    await time('the session check alone (one prepared query)', 2_000, () =>
      check.execute({ token: session!.token }),
    ),
    await time('GET /api/stores/options (check included)', 2_000, async () => {
      const res = await client.get('/api/stores/options');
      if (res.status !== 200) throw new Error(`status ${res.status}`);
    }),
  ];
});
console.table(timings);
