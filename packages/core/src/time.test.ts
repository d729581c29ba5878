import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  datesOf,
  daysInSpan,
  dhakaDate,
  dhakaDayStart,
  dhakaMonthDates,
  dhakaMonthRange,
  dhakaMonthSoFar,
  dhakaSpanInstants,
  firstOfMonth,
  weekdayOf,
} from './time.ts';

const utc = (iso: string) => new Date(iso);
const anyInstant = fc.date({
  min: utc('2000-01-01T00:00:00Z'),
  max: utc('2100-01-01T00:00:00Z'),
  noInvalidDate: true,
});

describe('Dhaka months', () => {
  it('gives the month as UTC instants: it starts at 18:00 UTC on the last day before', () => {
    expect(dhakaMonthRange(utc('2024-03-15T10:00:00Z'))).toEqual({
      start: utc('2024-02-29T18:00:00Z'),
      end: utc('2024-03-31T18:00:00Z'),
    });
  });

  it('counts the first six hours of a UTC month in Dhaka’s next month', () => {
    // 2024-03-31 20:00 UTC is 1 April, 02:00 in Dhaka.
    expect(dhakaMonthRange(utc('2024-03-31T20:00:00Z')).start).toEqual(utc('2024-03-31T18:00:00Z'));
    // 2024-03-31 17:59:59.999 UTC is still 31 March in Dhaka.
    expect(dhakaMonthRange(utc('2024-03-31T17:59:59.999Z')).start).toEqual(utc('2024-02-29T18:00:00Z'));
  });

  it('crosses the year both ways', () => {
    // 1 January 2025, 01:00 in Dhaka.
    const newYear = utc('2024-12-31T19:00:00Z');
    expect(dhakaMonthRange(newYear)).toEqual({
      start: utc('2024-12-31T18:00:00Z'),
      end: utc('2025-01-31T18:00:00Z'),
    });
    expect(dhakaMonthRange(newYear, -1)).toEqual({
      start: utc('2024-11-30T18:00:00Z'),
      end: utc('2024-12-31T18:00:00Z'),
    });
    expect(dhakaMonthRange(utc('2024-12-10T00:00:00Z'), 1).start).toEqual(utc('2024-12-31T18:00:00Z'));
  });

  it('handles February in leap and common years', () => {
    expect(dhakaMonthRange(utc('2024-02-10T00:00:00Z')).end).toEqual(utc('2024-02-29T18:00:00Z'));
    expect(dhakaMonthRange(utc('2023-02-10T00:00:00Z')).end).toEqual(utc('2023-02-28T18:00:00Z'));
  });

  it('always holds the instant, and last month ends where this month starts', () => {
    fc.assert(
      fc.property(
        fc.date({ min: utc('1990-01-01T00:00:00Z'), max: utc('2100-01-01T00:00:00Z'), noInvalidDate: true }),
        (at) => {
          const month = dhakaMonthRange(at);
          expect(month.start.getTime()).toBeLessThanOrEqual(at.getTime());
          expect(at.getTime()).toBeLessThan(month.end.getTime());
          expect(dhakaMonthRange(at, -1).end).toEqual(month.start);
          expect(dhakaDate(month.start).endsWith('-01')).toBe(true);
          expect(dhakaDate(at).slice(0, 7)).toBe(dhakaDate(month.start).slice(0, 7));
        },
      ),
    );
  });

  it('gives the Dhaka date of an instant', () => {
    expect(dhakaDate(utc('2024-03-04T18:00:00Z'))).toBe('2024-03-05');
    expect(dhakaDate(utc('2024-03-04T17:59:59Z'))).toBe('2024-03-04');
    expect(dhakaDate(utc('2024-03-05T00:00:00+06:00'))).toBe('2024-03-05');
    expect(dhakaDate(utc('2024-03-05T23:59:59.999+06:00'))).toBe('2024-03-05');
  });

  it('gives a month as its first and last dates, by the Dhaka day', () => {
    expect(dhakaMonthDates(utc('2024-02-10T00:00:00Z'))).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(dhakaMonthDates(utc('2023-02-10T00:00:00Z'))).toEqual({ from: '2023-02-01', to: '2023-02-28' });
    // 31 March 20:00 UTC is 1 April in Dhaka.
    expect(dhakaMonthDates(utc('2024-03-31T20:00:00Z'))).toEqual({ from: '2024-04-01', to: '2024-04-30' });
    expect(dhakaMonthDates(utc('2024-03-31T17:59:59Z'))).toEqual({ from: '2024-03-01', to: '2024-03-31' });
    expect(dhakaMonthDates(utc('2024-12-31T19:00:00Z'))).toEqual({ from: '2025-01-01', to: '2025-01-31' });
    expect(dhakaMonthDates(utc('2024-12-31T19:00:00Z'), -1)).toEqual({
      from: '2024-12-01',
      to: '2024-12-31',
    });
  });

  it('gives this month so far: its 1st to today in Dhaka', () => {
    // 2024-03-31 20:00 UTC is already 1 April in Dhaka.
    expect(dhakaMonthSoFar(utc('2024-03-31T20:00:00Z'))).toEqual({ from: '2024-04-01', to: '2024-04-01' });
    expect(dhakaMonthSoFar(utc('2024-03-31T17:59:59Z'))).toEqual({ from: '2024-03-01', to: '2024-03-31' });
    expect(dhakaMonthSoFar(utc('2025-01-01T00:00:00+06:00'))).toEqual({
      from: '2025-01-01',
      to: '2025-01-01',
    });
  });
});

describe('Dhaka days as instants', () => {
  it('starts a Dhaka day at 00:00 +06:00, which is 18:00 UTC the day before', () => {
    expect(dhakaDayStart('2024-03-05')).toEqual(utc('2024-03-04T18:00:00Z'));
    expect(dhakaDayStart('2024-03-05')).toEqual(utc('2024-03-05T00:00:00+06:00'));
    expect(dhakaDayStart('2024-03-01')).toEqual(utc('2024-02-29T18:00:00Z'));
    expect(dhakaDayStart('2025-01-01')).toEqual(utc('2024-12-31T18:00:00Z'));
  });

  it('takes From and To inclusive: To’s whole Dhaka day is in, the next day’s first instant is not', () => {
    const { start, end } = dhakaSpanInstants({ from: '2024-03-01', to: '2024-03-31' });
    expect(start).toEqual(utc('2024-02-29T18:00:00Z'));
    expect(end).toEqual(utc('2024-03-31T18:00:00Z'));
    // 31 March 23:59 in Dhaka is in; 1 April 00:00 in Dhaka is out.
    expect(utc('2024-03-31T23:59:59.999+06:00') < end).toBe(true);
    expect(utc('2024-04-01T00:00:00+06:00') < end).toBe(false);
  });

  it('crosses the year', () => {
    expect(dhakaSpanInstants({ from: '2024-12-31', to: '2024-12-31' })).toEqual({
      start: utc('2024-12-30T18:00:00Z'),
      end: utc('2024-12-31T18:00:00Z'),
    });
  });

  it('gives a day of one date', () => {
    const { start, end } = dhakaSpanInstants({ from: '2024-02-29', to: '2024-02-29' });
    expect(end.getTime() - start.getTime()).toBe(24 * 60 * 60 * 1000);
  });

  it('puts every instant in the Dhaka day dhakaDate names', () => {
    fc.assert(
      fc.property(anyInstant, (at) => {
        const day = dhakaDate(at);
        const { start, end } = dhakaSpanInstants({ from: day, to: day });
        expect(start.getTime()).toBeLessThanOrEqual(at.getTime());
        expect(at.getTime()).toBeLessThan(end.getTime());
      }),
    );
  });

  it('spans the same instants as the month range', () => {
    fc.assert(
      fc.property(anyInstant, (at) => {
        expect(dhakaSpanInstants(dhakaMonthDates(at))).toEqual(dhakaMonthRange(at));
      }),
    );
  });
});

describe('calendar dates', () => {
  it('adds days across months and years', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2023-03-01', -1)).toBe('2023-02-28');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2025-01-01', -30)).toBe('2024-12-02');
  });

  it('names the weekday and the first of the month', () => {
    // 2024-03-09 is a Saturday, 2024-03-10 a Sunday.
    expect(weekdayOf('2024-03-09')).toBe(6);
    expect(weekdayOf('2024-03-10')).toBe(0);
    expect(firstOfMonth('2024-02-29')).toBe('2024-02-01');
    expect(firstOfMonth('2025-01-01')).toBe('2025-01-01');
  });

  it('lists and counts the dates of a span, both ends included', () => {
    expect(datesOf({ from: '2024-12-30', to: '2025-01-02' })).toEqual([
      '2024-12-30',
      '2024-12-31',
      '2025-01-01',
      '2025-01-02',
    ]);
    expect(daysInSpan({ from: '2024-03-05', to: '2024-03-05' })).toBe(1);
    expect(daysInSpan({ from: '2024-01-01', to: '2024-12-31' })).toBe(366);
    expect(daysInSpan({ from: '2023-03-01', to: '2024-02-29' })).toBe(366);
  });

  it('refuses what is not a date', () => {
    expect(() => addDays('5/3/2024', 1)).toThrow(RangeError);
    expect(() => dhakaDayStart('2024-3-5')).toThrow(RangeError);
    expect(() => firstOfMonth('')).toThrow(RangeError);
  });
});
