import { addDays, type DateSpan, datesOf, dhakaDate, dhakaMonthDates, weekdayOf } from '../time.ts';

/**
 * The dashboard's periods as Dhaka calendar dates (sales_date is such a date); where a figure is read
 * from a timestamp (created_at, completed_at), `dhakaSpanInstants` gives the instants they span. A week
 * starts on Saturday.
 */

export const SALES_PERIODS = ['yesterday', 'thisWeek', 'thisMonth', 'lastMonth'] as const;
export type SalesPeriod = (typeof SALES_PERIODS)[number];

export interface DashboardPeriods extends Record<SalesPeriod, DateSpan> {
  today: DateSpan;
  /** Saturday to Friday around today. */
  thisWeek: DateSpan;
  /** The whole calendar month (an order may carry a sales date later this month). */
  thisMonth: DateSpan;
  lastMonth: DateSpan;
  /** The chart: today and the 29 days before. */
  last30Days: DateSpan;
}

export function dashboardPeriods(now: Date): DashboardPeriods {
  const today = dhakaDate(now);
  // Days since the last Saturday (0 on a Saturday).
  const sinceSaturday = (weekdayOf(today) + 1) % 7;
  const weekStart = addDays(today, -sinceSaturday);
  return {
    today: { from: today, to: today },
    yesterday: { from: addDays(today, -1), to: addDays(today, -1) },
    thisWeek: { from: weekStart, to: addDays(weekStart, 6) },
    thisMonth: dhakaMonthDates(now),
    lastMonth: dhakaMonthDates(now, -1),
    last30Days: { from: addDays(today, -29), to: today },
  };
}

/** The smallest span holding all of them (what one query over sales_date must read). */
export function spanOf(spans: DateSpan[]): DateSpan {
  if (spans.length === 0) throw new RangeError('no spans');
  return spans.reduce((all, s) => ({
    from: s.from < all.from ? s.from : all.from,
    to: s.to > all.to ? s.to : all.to,
  }));
}

export const inSpan = (date: string, span: DateSpan) => date >= span.from && date <= span.to;

/** One Dhaka day of placed orders (figures.md); money in poisha. */
export interface DayFigures {
  date: string;
  /** Σ net of placed orders that are not returned. */
  sales: number;
  /** Placed orders: not cancelled. */
  orders: number;
  /** Σ line qty of placed orders that are not returned. */
  quantity: number;
  /** Placed orders now returned. */
  returns: number;
}

export type SalesFigures = Omit<DayFigures, 'date'>;

/** The days' figures summed over a span; days without orders count as 0. */
export function sumDays(days: DayFigures[], span: DateSpan): SalesFigures {
  const total: SalesFigures = { sales: 0, orders: 0, quantity: 0, returns: 0 };
  for (const day of days) {
    if (!inSpan(day.date, span)) continue;
    total.sales += day.sales;
    total.orders += day.orders;
    total.quantity += day.quantity;
    total.returns += day.returns;
  }
  return total;
}

/** One point per date of the span, in order; a date without orders shows 0. */
export function dailySeries(
  days: DayFigures[],
  span: DateSpan,
): { date: string; sales: number; orders: number }[] {
  const byDate = new Map(days.map((d) => [d.date, d]));
  return datesOf(span).map((date) => {
    const day = byDate.get(date);
    return { date, sales: day?.sales ?? 0, orders: day?.orders ?? 0 };
  });
}

/**
 * `part` of `whole` as a percentage with two decimals, half up, in integer arithmetic: "33.33";
 * "0.00" when the whole is 0 (no customers yet).
 */
export function percentText(part: number, whole: number): string {
  if (!Number.isSafeInteger(part) || !Number.isSafeInteger(whole) || part < 0 || whole < 0) {
    throw new RangeError('percentText takes whole numbers of 0 or more');
  }
  if (whole === 0) return '0.00';
  const hundredths = Math.floor((part * 20_000 + whole) / (2 * whole));
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}
