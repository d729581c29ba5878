import { z } from '@hono/zod-openapi';
import { publicRoute } from '../../auth/guarded-route.ts';
import { migrationLevel } from '../../db/migrate.ts';
import { createRouter } from '../../router.ts';

const healthSchema = z
  .object({
    status: z.literal('ok'),
    database: z.enum(['pglite', 'postgresql']),
    migrations: z.object({ applied: z.number(), latest: z.string().nullable(), pending: z.number() }),
  })
  .openapi('Health');

export function healthRoutes() {
  const app = createRouter();
  app.openapi(
    publicRoute({
      method: 'get',
      path: '/health',
      tags: ['System'],
      summary: 'Liveness, the database kind and the migration level',
      responses: { 200: { description: 'Up', content: { 'application/json': { schema: healthSchema } } } },
    }),
    async (c) => {
      const { database } = c.var.deps;
      return c.json(
        { status: 'ok' as const, database: database.kind, migrations: await migrationLevel(database) },
        200,
      );
    },
  );
  return app;
}
