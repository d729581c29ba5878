import { z } from 'zod';
import { MARGIN_BANDS } from './profit.ts';
import { LOSS_PROFIT_SORTS, SORT_DIRECTIONS } from './schemas.ts';

/** Loss Profit Details (figures.md): money in poisha over the completed orders of the period. */

const poisha = (description: string) =>
  z
    .number()
    .int()
    .meta({ description: `Poisha: ${description}` });
const margin = {
  marginBp: z.number().int().nullable().meta({
    description: 'profit ÷ revenue in basis points (10000 = 100%), rounded down; null: no revenue',
  }),
  band: z
    .enum(MARGIN_BANDS)
    .nullable()
    .meta({ description: 'Red 0–39%, yellow 40–59%, blue 60–79%, green 80% and above; a loss is red' }),
};

/** The cards: placed orders, units, completed orders, revenue, cost and signed profit. */
const lossProfitSummarySchema = z.object({
  orders: z.number().int().meta({ description: 'Placed orders: sales date in the period, not cancelled' }),
  units: z.number().int().meta({ description: 'Units in the period’s completed orders' }),
  completedOrders: z.number().int(),
  revenue: poisha('Σ net of the completed orders (delivery charge is not product revenue)'),
  cost: poisha('Σ lift price × qty'),
  profit: poisha('revenue − cost, signed'),
  ...margin,
});
export type LossProfitSummary = z.output<typeof lossProfitSummarySchema>;

/** A product's figures over the completed orders of the period. */
const lossProfitProductSchema = z.object({
  productId: z.string(),
  name: z.string().meta({ description: 'As sold (its latest sale in the period)' }),
  qty: z.number().int(),
  revenue: poisha('Σ salePrice × qty − line discounts − shares of the discounts on all'),
  cost: poisha('Σ lift price × qty'),
  profit: poisha('revenue − cost, signed'),
  ...margin,
});
export type LossProfitProduct = z.output<typeof lossProfitProductSchema>;

/** GET /api/reports/loss-profit: the cards and one page of the product table, as sorted. */
export const lossProfitReportSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    summary: lossProfitSummarySchema,
    products: z.object({
      items: z.array(lossProfitProductSchema),
      page: z.number().int(),
      limit: z.number().int(),
      total: z.number().int(),
      totalPages: z.number().int(),
      sort: z.enum(LOSS_PROFIT_SORTS),
      dir: z.enum(SORT_DIRECTIONS),
    }),
  })
  .meta({ id: 'LossProfitReport' });
export type LossProfitReport = z.output<typeof lossProfitReportSchema>;
