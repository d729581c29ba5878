import { z } from 'zod';

/** The Overview's replies (spec part 1 §2; figure definitions in docs/figures), in Dhaka business days. */

const poisha = (description: string) => z.number().int().meta({ description });

/** Orders and their Σ net (poisha). */
const ordersAmountSchema = z.object({
  orders: z.number().int(),
  amount: poisha('Poisha: Σ net of these orders'),
});
export type OrdersAmount = z.output<typeof ordersAmountSchema>;

const spanSchema = z.object({
  from: z.string().meta({ example: '2024-03-02' }),
  to: z.string().meta({ example: '2024-03-08' }),
});

const periodSalesSchema = z.object({
  sales: poisha('Poisha: Σ net of placed orders (not cancelled) that are not returned'),
  orders: z.number().int().meta({ description: 'Placed orders: sales date in the period, not cancelled' }),
  quantity: z.number().int().meta({ description: 'Units of placed orders that are not returned' }),
  customers: z.number().int().meta({ description: 'Distinct customers of the placed orders' }),
  returns: z.number().int().meta({ description: 'Placed orders now returned' }),
  span: spanSchema.meta({ description: 'The period as Dhaka dates, both ends included' }),
});
/** A period's sales figures, its distinct customers and its span. */
export type PeriodSales = z.output<typeof periodSalesSchema>;

/** GET /api/dashboard. */
export const dashboardSchema = z
  .object({
    today: z.string().meta({ description: 'Today in Asia/Dhaka', example: '2024-03-05' }),
    orderSummary: z.object({
      /** Orders now processing. */
      onProcess: ordersAmountSchema,
      /** Orders now ready (with a courier or not). */
      ready: ordersAmountSchema,
      todaysSend: ordersAmountSchema.meta({ description: 'Orders completed today (Dhaka day)' }),
      todaysSale: z.object({
        quantity: z.number().int().meta({ description: 'Units of today’s placed orders, not returned' }),
        orders: z.number().int(),
      }),
    }),
    customers: z.object({
      /** Live customers added today and this month (Dhaka). */
      today: z.number().int(),
      thisMonth: z.number().int(),
      total: z.number().int(),
      repeated: z.number().int().meta({ description: 'Customers with at least two placed orders' }),
      repeatedPercent: z.string().meta({ description: 'Of all customers, two decimals', example: '12.50' }),
    }),
    sales: z.object({
      yesterday: periodSalesSchema,
      thisWeek: periodSalesSchema.meta({ description: 'Saturday to Friday' }),
      thisMonth: periodSalesSchema,
      lastMonth: periodSalesSchema,
    }),
    chart: z
      .array(z.object({ date: z.string(), sales: poisha('Poisha'), orders: z.number().int() }))
      .meta({ description: 'Today and the 29 days before, oldest first; days without orders show 0' }),
  })
  .meta({ id: 'Dashboard' });
export type Dashboard = z.output<typeof dashboardSchema>;

/** The getting-started checklist, read from the seller's real data. */
export const gettingStartedSchema = z
  .object({
    hasStore: z.boolean(),
    hasProducts: z.boolean(),
    hasCourier: z.boolean(),
    hasOrder: z.boolean(),
    complete: z.boolean(),
  })
  .meta({ id: 'GettingStarted' });
export type GettingStarted = z.output<typeof gettingStartedSchema>;
