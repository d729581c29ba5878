import { MARGIN_BANDS } from '@chalan/core/loss-profit/profit';
import { LOSS_PROFIT_SORTS, lossProfitQuerySchema, SORT_DIRECTIONS } from '@chalan/core/loss-profit/schemas';
import { z } from '@hono/zod-openapi';
import { guardedRoute } from '../../auth/guarded-route.ts';
import { jsonResponse } from '../../lib/openapi.ts';
import { createRouter } from '../../router.ts';
import { lossProfitReport } from './loss-profit.service.ts';

const poisha = (description: string) =>
  z
    .number()
    .int()
    .openapi({ description: `Poisha: ${description}` });
const margin = {
  marginBp: z.number().int().nullable().openapi({
    description: 'profit ÷ revenue in basis points (10000 = 100%), rounded down; null: no revenue',
  }),
  band: z
    .enum(MARGIN_BANDS)
    .nullable()
    .openapi({ description: 'Red 0–39%, yellow 40–59%, blue 60–79%, green 80% and above; a loss is red' }),
};

const reportSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    summary: z.object({
      orders: z
        .number()
        .int()
        .openapi({ description: 'Placed orders: sales date in the period, not cancelled' }),
      units: z.number().int().openapi({ description: 'Units in the period’s completed orders' }),
      completedOrders: z.number().int(),
      revenue: poisha('Σ net of the completed orders (delivery charge is not product revenue)'),
      cost: poisha('Σ lift price × qty'),
      profit: poisha('revenue − cost, signed'),
      ...margin,
    }),
    products: z.object({
      items: z.array(
        z.object({
          productId: z.string(),
          name: z.string().openapi({ description: 'As sold (its latest sale in the period)' }),
          qty: z.number().int(),
          revenue: poisha('Σ salePrice × qty − line discounts − shares of the discounts on all'),
          cost: poisha('Σ lift price × qty'),
          profit: poisha('revenue − cost, signed'),
          ...margin,
        }),
      ),
      page: z.number().int(),
      limit: z.number().int(),
      total: z.number().int(),
      totalPages: z.number().int(),
      sort: z.enum(LOSS_PROFIT_SORTS),
      dir: z.enum(SORT_DIRECTIONS),
    }),
  })
  .openapi('LossProfitReport');

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
        responses: { 200: jsonResponse(reportSchema, 'The report') },
      },
    ),
    async (c) =>
      c.json(await lossProfitReport(c.var.deps.database.db, c.var.actor.sellerId, c.req.valid('query')), 200),
  );

  return app;
}
