import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dhakaDate, dhakaMonthRange } from './time.ts';

const utc = (iso: string) => new Date(iso);

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
  });
});
