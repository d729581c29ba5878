import { DHAKA_OFFSET_MS, dhakaDate, type InstantRange } from '../time.ts';

/**
 * The dashboard's periods as Dhaka calendar dates (sales_date is such a date) and, where a figure is
 * read from a timestamp (created_at, completed_at), as the UTC instants those dates span. A Dhaka day
 * starts at 18:00 UTC the day before; a week starts on Saturday.
 */

/** Dhaka calendar dates `YYYY-MM-DD`, both ends included. */
export interface DateSpan {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Milliseconds of the date's midnight as if it were UTC (the arithmetic base for dates). */
function utcMidnight(date: string): number {
  const match = DATE.exec(date);
  if (!match) throw new RangeError(`not a YYYY-MM-DD date: ${date}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

const fromUtcMidnight = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function addDays(date: string, days: number): string {
  return fromUtcMidnight(utcMidnight(date) + days * DAY_MS);
}

/** The instant the Dhaka day `date` begins. */
export function dhakaDayStart(date: string): Date {
  return new Date(utcMidnight(date) - DHAKA_OFFSET_MS);
}

/** The UTC instants of a span of Dhaka days: `start <= t < end`. */
export function dhakaSpanInstants(span: DateSpan): InstantRange {
  return { start: dhakaDayStart(span.from), end: dhakaDayStart(addDays(span.to, 1)) };
}

/** Every date of the span, in order. */
export function datesOf(span: DateSpan): string[] {
  const dates: string[] = [];
  for (let ms = utcMidnight(span.from); ms <= utcMidnight(span.to); ms += DAY_MS) {
    dates.push(fromUtcMidnight(ms));
  }
  return dates;
}

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

function monthOf(year: number, monthIndex: number): DateSpan {
  // Date.UTC carries a month below 0 into the year before; day 0 of the next month is this month's last.
  return {
    from: fromUtcMidnight(Date.UTC(year, monthIndex, 1)),
    to: fromUtcMidnight(Date.UTC(year, monthIndex + 1, 0)),
  };
}

export function dashboardPeriods(now: Date): DashboardPeriods {
  const today = dhakaDate(now);
  const base = new Date(utcMidnight(today));
  // getUTCDay: 0 Sunday … 6 Saturday; days since the last Saturday (0 on a Saturday).
  const sinceSaturday = (base.getUTCDay() + 1) % 7;
  const weekStart = addDays(today, -sinceSaturday);
  const year = base.getUTCFullYear();
  const month = base.getUTCMonth();
  return {
    today: { from: today, to: today },
    yesterday: { from: addDays(today, -1), to: addDays(today, -1) },
    thisWeek: { from: weekStart, to: addDays(weekStart, 6) },
    thisMonth: monthOf(year, month),
    lastMonth: monthOf(year, month - 1),
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
