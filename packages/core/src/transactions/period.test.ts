import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dhakaDate } from '../time.ts';
import {
  dhakaDayStart,
  dhakaMonthDates,
  dhakaPeriodRange,
  receivedInstant,
  resolvePeriod,
} from './period.ts';

const utc = (iso: string) => new Date(iso);

describe('Transactions periods in Dhaka days', () => {
  it('starts a Dhaka day at 18:00 UTC the day before', () => {
    expect(dhakaDayStart('2024-03-05')).toEqual(utc('2024-03-04T18:00:00Z'));
    expect(dhakaDayStart('2025-01-01')).toEqual(utc('2024-12-31T18:00:00Z'));
  });

  it('takes From and To inclusive: To’s whole Dhaka day is in, the next day’s first instant is not', () => {
    const { start, end } = dhakaPeriodRange('2024-03-01', '2024-03-31');
    expect(start).toEqual(utc('2024-02-29T18:00:00Z'));
    expect(end).toEqual(utc('2024-03-31T18:00:00Z'));
    // 31 March 23:59 in Dhaka is in; 1 April 00:00 in Dhaka is out.
    expect(utc('2024-03-31T17:59:59.999Z') < end).toBe(true);
    expect(utc('2024-03-31T18:00:00Z') < end).toBe(false);
  });

  it('gives a day of one date', () => {
    const { start, end } = dhakaPeriodRange('2024-02-29', '2024-02-29');
    expect(end.getTime() - start.getTime()).toBe(24 * 60 * 60 * 1000);
  });

  it('puts every instant in the Dhaka day dhakaDate names', () => {
    fc.assert(
      fc.property(fc.date({ min: utc('2000-01-01T00:00:00Z'), max: utc('2100-01-01T00:00:00Z') }), (at) => {
        if (Number.isNaN(at.getTime())) return;
        const day = dhakaDate(at);
        const { start, end } = dhakaPeriodRange(day, day);
        expect(start.getTime()).toBeLessThanOrEqual(at.getTime());
        expect(at.getTime()).toBeLessThan(end.getTime());
      }),
    );
  });

  it('defaults to this Dhaka month, which already began at 18:00 UTC on the last day of the UTC month', () => {
    expect(dhakaMonthDates(utc('2024-02-10T00:00:00Z'))).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    // 31 March 20:00 UTC is 1 April in Dhaka.
    expect(dhakaMonthDates(utc('2024-03-31T20:00:00Z'))).toEqual({ from: '2024-04-01', to: '2024-04-30' });
    expect(dhakaMonthDates(utc('2024-12-31T19:00:00Z'))).toEqual({ from: '2025-01-01', to: '2025-01-31' });
  });

  it('fills a missing end of the period', () => {
    const now = utc('2024-03-20T10:00:00Z');
    expect(resolvePeriod({}, now)).toEqual({ from: '2024-03-01', to: '2024-03-31' });
    expect(resolvePeriod({ from: '2024-01-15' }, now)).toEqual({ from: '2024-01-15', to: '2024-03-20' });
    expect(resolvePeriod({ from: '2024-04-02' }, now)).toEqual({ from: '2024-04-02', to: '2024-04-02' });
    expect(resolvePeriod({ to: '2024-02-10' }, now)).toEqual({ from: '2024-02-01', to: '2024-02-10' });
    expect(resolvePeriod({ from: '2024-02-03', to: '2024-02-05' }, now)).toEqual({
      from: '2024-02-03',
      to: '2024-02-05',
    });
  });

  it('records a mark for today at the moment it is made, and a back-dated one at its Dhaka day’s start', () => {
    // 5 March 01:30 in Dhaka is still 4 March in UTC.
    const now = utc('2024-03-04T19:30:00Z');
    expect(receivedInstant('2024-03-05', now)).toBe(now);
    expect(receivedInstant('2024-03-04', now)).toEqual(utc('2024-03-03T18:00:00Z'));
  });
});
