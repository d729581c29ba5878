import { DHAKA_OFFSET_MS, dhakaDate, dhakaMonthRange, type InstantRange } from '../time.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A Dhaka calendar date (`YYYY-MM-DD`) as the UTC instant its day starts (00:00 in Dhaka is 18:00 UTC the day before). */
export function dhakaDayStart(date: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day) - DHAKA_OFFSET_MS);
}

/** From and To, both Dhaka dates and both inclusive, as UTC instants: `start <= t < end`. */
export function dhakaPeriodRange(from: string, to: string): InstantRange {
  return { start: dhakaDayStart(from), end: new Date(dhakaDayStart(to).getTime() + DAY_MS) };
}

/** The Dhaka month that holds `at`, as its first and last dates (the Transactions screen's default period). */
export function dhakaMonthDates(at: Date): { from: string; to: string } {
  const { start, end } = dhakaMonthRange(at);
  return { from: dhakaDate(start), to: dhakaDate(new Date(end.getTime() - 1)) };
}

/**
 * When a COD marked received on `date` came: now for today (Dhaka), else the start of that Dhaka day; the
 * screens show only the date, and a day's start keeps a back-dated mark inside its day.
 */
export function receivedInstant(date: string, now: Date = new Date()): Date {
  return date === dhakaDate(now) ? now : dhakaDayStart(date);
}

/**
 * The period a Transactions request asks for: both dates as given; none, this month; only From, From to
 * today (or From alone when it is in the future); only To, the first of To's month to To.
 */
export function resolvePeriod(
  period: { from?: string; to?: string },
  now: Date = new Date(),
): { from: string; to: string } {
  const { from, to } = period;
  if (from && to) return { from, to };
  if (from) {
    const today = dhakaDate(now);
    return { from, to: from > today ? from : today };
  }
  if (to) return { from: `${to.slice(0, 8)}01`, to };
  return dhakaMonthDates(now);
}
