import { type GettingStarted, gettingStartedSchema } from '@chalan/core/dashboard/replies';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { guardedRoute } from '../../auth/guarded-route.ts';
import type { Db } from '../../db/client.ts';
import { couriers, orders, products, stores } from '../../db/schema/index.ts';
import { jsonResponse } from '../../lib/openapi.ts';
import { createRouter } from '../../router.ts';

/** The getting-started checklist, read from the seller's real data. */
export async function gettingStarted(db: Db, sellerId: string): Promise<GettingStarted> {
  const exists = async (query: Promise<unknown[]>) => (await query).length > 0;
  const [hasStore, hasProducts, hasCourier, hasOrder] = await Promise.all([
    exists(
      db
        .select({ one: sql`1` })
        .from(stores)
        .where(and(eq(stores.sellerId, sellerId), eq(stores.status, true)))
        .limit(1),
    ),
    exists(
      db
        .select({ one: sql`1` })
        .from(products)
        .where(and(eq(products.sellerId, sellerId), isNull(products.archivedAt)))
        .limit(1),
    ),
    exists(
      db
        .select({ one: sql`1` })
        .from(couriers)
        .where(and(eq(couriers.sellerId, sellerId), eq(couriers.status, true)))
        .limit(1),
    ),
    exists(db.select({ one: sql`1` }).from(orders).where(eq(orders.sellerId, sellerId)).limit(1)),
  ]);
  return {
    hasStore,
    hasProducts,
    hasCourier,
    hasOrder,
    complete: hasStore && hasProducts && hasCourier && hasOrder,
  };
}

export function onboardingRoutes() {
  const app = createRouter();
  app.openapi(
    guardedRoute(
      { capability: 'viewDashboard' },
      {
        method: 'get',
        path: '/onboarding',
        tags: ['Dashboard'],
        summary: 'Getting-started checklist for a new seller',
        responses: {
          200: jsonResponse(gettingStartedSchema, 'Checklist'),
        },
      },
    ),
    async (c) => c.json(await gettingStarted(c.var.deps.database.db, c.var.actor.sellerId), 200),
  );
  return app;
}
