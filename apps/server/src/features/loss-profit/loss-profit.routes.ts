import { lossProfitReportSchema } from '@chalan/core/loss-profit/replies';
import { lossProfitQuerySchema } from '@chalan/core/loss-profit/schemas';
import { guardedRoute } from '../../auth/guarded-route.ts';
import { jsonResponse } from '../../lib/openapi.ts';
import { createRouter } from '../../router.ts';
import { lossProfitReport } from './loss-profit.service.ts';

/** Loss Profit Details: Admin only (spec part 1 §2; DESIGN differences 4 and 6). */
export function lossProfitRoutes() {
  const app = createRouter();

  app.openapi(
    guardedRoute(
      { capability: 'viewLossProfit' },
      {
        method: 'get',
        path: '/reports/loss-profit',
        tags: ['Reports'],
        summary: 'Loss and profit of the completed orders whose sales date is in the period, per product',
        description:
          'from/to are sales dates, inclusive, at most 366 days apart (default: this month in Dhaka so far). ' +
          'Cards: placed orders, units, completed orders, revenue, cost and signed profit; the product ' +
          'table is paged and sorted (default profit, highest first).',
        request: { query: lossProfitQuerySchema },
        responses: { 200: jsonResponse(lossProfitReportSchema, 'The report') },
      },
    ),
    async (c) =>
      c.json(await lossProfitReport(c.var.deps.database.db, c.var.actor.sellerId, c.req.valid('query')), 200),
  );

  return app;
}
