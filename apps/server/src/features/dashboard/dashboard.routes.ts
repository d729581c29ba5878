import { dashboardSchema } from '@chalan/core/dashboard/replies';
import { guardedRoute } from '../../auth/guarded-route.ts';
import { jsonResponse } from '../../lib/openapi.ts';
import { createRouter } from '../../router.ts';
import { readDashboard } from './dashboard.service.ts';

/** The Overview (spec part 1 §2): Admin only. */
export function dashboardRoutes() {
  const app = createRouter();
  app.openapi(
    guardedRoute(
      { capability: 'viewDashboard' },
      {
        method: 'get',
        path: '/dashboard',
        tags: ['Dashboard'],
        summary: 'Order summary, customers, sales by period and the last 30 days, in Dhaka business days',
        responses: { 200: jsonResponse(dashboardSchema, 'The figures') },
      },
    ),
    async (c) => c.json(await readDashboard(c.var.deps.database.db, c.var.actor.sellerId), 200),
  );
  return app;
}
