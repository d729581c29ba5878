import { z } from '@hono/zod-openapi';
import { guardedRoute } from '../../auth/guarded-route.ts';
import { jsonResponse } from '../../lib/openapi.ts';
import { createRouter } from '../../router.ts';
import { readDashboard } from './dashboard.service.ts';

const poisha = (description: string) => z.number().int().openapi({ description });
const ordersAmount = z.object({
  orders: z.number().int(),
  amount: poisha('Poisha: Σ net of these orders'),
});
const span = z.object({
  from: z.string().openapi({ example: '2024-03-02' }),
  to: z.string().openapi({ example: '2024-03-08' }),
});
const periodSales = z.object({
  sales: poisha('Poisha: Σ net of placed orders (not cancelled) that are not returned'),
  orders: z.number().int().openapi({ description: 'Placed orders: sales date in the period, not cancelled' }),
  quantity: z.number().int().openapi({ description: 'Units of placed orders that are not returned' }),
  customers: z.number().int().openapi({ description: 'Distinct customers of the placed orders' }),
  returns: z.number().int().openapi({ description: 'Placed orders now returned' }),
  span: span.openapi({ description: 'The period as Dhaka dates, both ends included' }),
});

const dashboardSchema = z
  .object({
    today: z.string().openapi({ description: 'Today in Asia/Dhaka', example: '2024-03-05' }),
    orderSummary: z.object({
      onProcess: ordersAmount,
      ready: ordersAmount,
      todaysSend: ordersAmount.openapi({ description: 'Orders completed today (Dhaka day)' }),
      todaysSale: z.object({
        quantity: z.number().int().openapi({ description: 'Units of today’s placed orders, not returned' }),
        orders: z.number().int(),
      }),
    }),
    customers: z.object({
      today: z.number().int(),
      thisMonth: z.number().int(),
      total: z.number().int(),
      repeated: z.number().int().openapi({ description: 'Customers with at least two placed orders' }),
      repeatedPercent: z
        .string()
        .openapi({ description: 'Of all customers, two decimals', example: '12.50' }),
    }),
    sales: z.object({
      yesterday: periodSales,
      thisWeek: periodSales.openapi({ description: 'Saturday to Friday' }),
      thisMonth: periodSales,
      lastMonth: periodSales,
    }),
    chart: z
      .array(z.object({ date: z.string(), sales: poisha('Poisha'), orders: z.number().int() }))
      .openapi({ description: 'Today and the 29 days before, oldest first; days without orders show 0' }),
  })
  .openapi('Dashboard');

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
