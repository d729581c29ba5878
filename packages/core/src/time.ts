/**
 * Business time is Asia/Dhaka: UTC+6 all year (Bangladesh has kept no daylight saving since 2009),
 * so a fixed offset is exact and needs no time-zone database.
 */
export const DHAKA_TIME_ZONE = 'Asia/Dhaka';
export const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;

export interface InstantRange {
  /** The first instant of the range. */
  start: Date;
  /** The first instant after the range (exclusive). */
  end: Date;
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

/** The Dhaka calendar date of an instant, `YYYY-MM-DD`. */
export function dhakaDate(at: Date): string {
  return new Date(at.getTime() + DHAKA_OFFSET_MS).toISOString().slice(0, 10);
}
