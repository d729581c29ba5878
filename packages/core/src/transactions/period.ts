import { type DateSpan, dhakaDate, dhakaDayStart, dhakaMonthDates, firstOfMonth } from '../time.ts';

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
export function resolvePeriod(period: Partial<DateSpan>, now: Date = new Date()): DateSpan {
  const { from, to } = period;
  if (from && to) return { from, to };
  if (from) {
    const today = dhakaDate(now);
    return { from, to: from > today ? from : today };
  }
  if (to) return { from: firstOfMonth(to), to };
  return dhakaMonthDates(now);
}
