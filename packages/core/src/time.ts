/**
 * Business time is Asia/Dhaka: UTC+6 all year (Bangladesh has kept no daylight saving since 2009),
 * so a fixed offset is exact and needs no time-zone database. A Dhaka day starts at 18:00 UTC the day
 * before. Calendar dates are `YYYY-MM-DD` strings (sales_date is such a date); instants are Dates.
 */
export const DHAKA_TIME_ZONE = 'Asia/Dhaka';
export const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export interface InstantRange {
  /** The first instant of the range. */
  start: Date;
  /** The first instant after the range (exclusive). */
  end: Date;
}

/** Calendar dates `YYYY-MM-DD`, both ends included. */
export interface DateSpan {
  from: string;
  to: string;
}

/** Milliseconds of the date's midnight as if it were UTC: the arithmetic base for calendar dates. */
function utcMidnight(date: string): number {
  const match = DATE.exec(date);
  if (!match) throw new RangeError(`not a YYYY-MM-DD date: ${date}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/** The UTC calendar date of a time in milliseconds. */
const utcDateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The Dhaka calendar date of an instant, `YYYY-MM-DD` (`dhakaDate(new Date())` is today in Dhaka). */
export function dhakaDate(at: Date): string {
  return utcDateOf(at.getTime() + DHAKA_OFFSET_MS);
}

export function addDays(date: string, days: number): string {
  return utcDateOf(utcMidnight(date) + days * DAY_MS);
}

/** 0 Sunday … 6 Saturday. */
export function weekdayOf(date: string): number {
  return new Date(utcMidnight(date)).getUTCDay();
}

/** The 1st of the date's month. */
export function firstOfMonth(date: string): string {
  utcMidnight(date); // refuses what is not a date
  return `${date.slice(0, 8)}01`;
}

/** Every date of the span, in order. */
export function datesOf(span: DateSpan): string[] {
  const dates: string[] = [];
  for (let ms = utcMidnight(span.from); ms <= utcMidnight(span.to); ms += DAY_MS) {
    dates.push(utcDateOf(ms));
  }
  return dates;
}

/** How many dates the span holds, both ends counted. */
export function daysInSpan(span: DateSpan): number {
  return (utcMidnight(span.to) - utcMidnight(span.from)) / DAY_MS + 1;
}

/** The instant the Dhaka day `date` begins (00:00 at +06:00). */
export function dhakaDayStart(date: string): Date {
  return new Date(utcMidnight(date) - DHAKA_OFFSET_MS);
}

/** The instants of a span of Dhaka days: `start <= t < end`, so To's whole day is in. */
export function dhakaSpanInstants(span: DateSpan): InstantRange {
  return { start: dhakaDayStart(span.from), end: dhakaDayStart(addDays(span.to, 1)) };
}

/**
 * The calendar month in Dhaka that contains `at`, moved by `monthsFromNow` (-1: last month), as UTC
 * instants: `start <= t < end`.
 */
export function dhakaMonthRange(at: Date, monthsFromNow = 0): InstantRange {
  const local = new Date(at.getTime() + DHAKA_OFFSET_MS);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth() + monthsFromNow;
  // Date.UTC carries a month below 0 or above 11 into the year.
  return {
    start: new Date(Date.UTC(year, month, 1) - DHAKA_OFFSET_MS),
    end: new Date(Date.UTC(year, month + 1, 1) - DHAKA_OFFSET_MS),
  };
}

/** The same month as `dhakaMonthRange`, as its first and last dates. */
export function dhakaMonthDates(at: Date, monthsFromNow = 0): DateSpan {
  const { start, end } = dhakaMonthRange(at, monthsFromNow);
  return { from: dhakaDate(start), to: dhakaDate(new Date(end.getTime() - 1)) };
}

/** The Dhaka month of `now` up to today: its 1st to today. */
export function dhakaMonthSoFar(now: Date): DateSpan {
  const today = dhakaDate(now);
  return { from: firstOfMonth(today), to: today };
}
