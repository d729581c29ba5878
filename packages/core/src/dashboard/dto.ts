import type { DateSpan } from '../time.ts';
import type { SalesFigures, SalesPeriod } from './periods.ts';

/** Orders and their Σ net (poisha). */
export interface OrdersAmount {
  orders: number;
  amount: number;
}

export interface PeriodSales extends SalesFigures {
  /** Distinct customers of the period's placed orders. */
  customers: number;
}

/** GET /api/dashboard (spec part 1 §2 "Overview"; figure definitions in docs/figures). */
export interface Dashboard {
  /** Today in Dhaka, `YYYY-MM-DD`. */
  today: string;
  orderSummary: {
    /** Orders now processing. */
    onProcess: OrdersAmount;
    /** Orders now ready (with a courier or not). */
    ready: OrdersAmount;
    /** Orders completed today (Dhaka day). */
    todaysSend: OrdersAmount;
    /** Units of today's placed orders that are not returned, and those orders. */
    todaysSale: { quantity: number; orders: number };
  };
  customers: {
    /** Live customers added today and this month (Dhaka). */
    today: number;
    thisMonth: number;
    total: number;
    /** Live customers with at least two placed orders ever. */
    repeated: number;
    /** repeated ÷ total, two decimals ("0.00" without customers). */
    repeatedPercent: string;
  };
  sales: Record<SalesPeriod, PeriodSales & { span: DateSpan }>;
  /** Today and the 29 days before, oldest first, every day present. */
  chart: { date: string; sales: number; orders: number }[];
}
