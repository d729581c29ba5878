import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, datesOf, dhakaDate, dhakaSpanInstants } from '../time.ts';
import { type DayFigures, dailySeries, dashboardPeriods, percentText, spanOf, sumDays } from './periods.ts';

const utc = (iso: string) => new Date(iso);
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

describe('dashboard periods', () => {
  it('turns to the next Dhaka day at 18:00 UTC, while the UTC date stays the same', () => {
    // 2024-03-05 23:59:59.999 in Dhaka, then 2024-03-06 00:00 in Dhaka: both on 5 March in UTC.
    const before = dashboardPeriods(utc('2024-03-05T17:59:59.999Z'));
    const after = dashboardPeriods(utc('2024-03-05T18:00:00.000Z'));
    expect(before.today).toEqual({ from: '2024-03-05', to: '2024-03-05' });
    expect(before.yesterday).toEqual({ from: '2024-03-04', to: '2024-03-04' });
    expect(after.today).toEqual({ from: '2024-03-06', to: '2024-03-06' });
    expect(after.yesterday).toEqual({ from: '2024-03-05', to: '2024-03-05' });
    expect(dhakaSpanInstants(after.today)).toEqual({
      start: utc('2024-03-05T18:00:00Z'),
      end: utc('2024-03-06T18:00:00Z'),
    });
  });

  it('starts the week on Saturday, by the Dhaka day', () => {
    // 2024-03-08 is a Friday, 2024-03-09 a Saturday.
    expect(dashboardPeriods(utc('2024-03-08T17:59:00Z')).thisWeek).toEqual({
      from: '2024-03-02',
      to: '2024-03-08',
    });
    // Friday 18:00 UTC is already Saturday in Dhaka: a new week.
    expect(dashboardPeriods(utc('2024-03-08T18:00:00Z')).thisWeek).toEqual({
      from: '2024-03-09',
      to: '2024-03-15',
    });
    // A Tuesday.
    expect(dashboardPeriods(utc('2024-03-12T06:00:00Z')).thisWeek).toEqual({
      from: '2024-03-09',
      to: '2024-03-15',
    });
  });

  it('moves to the next month six hours before UTC does', () => {
    // 2024-03-31 18:30 UTC is 1 April, 00:30 in Dhaka.
    const april = dashboardPeriods(utc('2024-03-31T18:30:00Z'));
    expect(april.today.from).toBe('2024-04-01');
    expect(april.thisMonth).toEqual({ from: '2024-04-01', to: '2024-04-30' });
    expect(april.lastMonth).toEqual({ from: '2024-03-01', to: '2024-03-31' });
    expect(april.yesterday.from).toBe('2024-03-31');
    expect(april.last30Days).toEqual({ from: '2024-03-03', to: '2024-04-01' });
    const march = dashboardPeriods(utc('2024-03-31T17:30:00Z'));
    expect(march.thisMonth).toEqual({ from: '2024-03-01', to: '2024-03-31' });
    expect(march.lastMonth).toEqual({ from: '2024-02-01', to: '2024-02-29' });
  });

  it('crosses the year: last month is December, the week spans both years', () => {
    // 1 January 2025, 00:00 in Dhaka (a Wednesday).
    const periods = dashboardPeriods(utc('2024-12-31T18:00:00Z'));
    expect(periods.today.from).toBe('2025-01-01');
    expect(periods.yesterday.from).toBe('2024-12-31');
    expect(periods.thisMonth).toEqual({ from: '2025-01-01', to: '2025-01-31' });
    expect(periods.lastMonth).toEqual({ from: '2024-12-01', to: '2024-12-31' });
    expect(periods.thisWeek).toEqual({ from: '2024-12-28', to: '2025-01-03' });
    expect(periods.last30Days).toEqual({ from: '2024-12-03', to: '2025-01-01' });
  });

  it('knows February in leap and common years', () => {
    expect(dashboardPeriods(utc('2024-03-01T04:00:00Z')).lastMonth.to).toBe('2024-02-29');
    expect(dashboardPeriods(utc('2024-03-01T04:00:00Z')).yesterday.from).toBe('2024-02-29');
    expect(dashboardPeriods(utc('2023-03-01T04:00:00Z')).lastMonth.to).toBe('2023-02-28');
    expect(dashboardPeriods(utc('2023-02-10T04:00:00Z')).thisMonth.to).toBe('2023-02-28');
  });

  it('holds together for any instant', () => {
    fc.assert(
      fc.property(
        fc.date({ min: utc('2000-01-01T00:00:00Z'), max: utc('2100-01-01T00:00:00Z'), noInvalidDate: true }),
        (now) => {
          const p = dashboardPeriods(now);
          const today = dhakaDate(now);
          expect(p.today.from).toBe(today);
          const instants = dhakaSpanInstants(p.today);
          expect(instants.start.getTime()).toBeLessThanOrEqual(now.getTime());
          expect(now.getTime()).toBeLessThan(instants.end.getTime());
          expect(weekday(p.thisWeek.from)).toBe(6);
          expect(datesOf(p.thisWeek)).toHaveLength(7);
          expect(p.thisWeek.from <= today && today <= p.thisWeek.to).toBe(true);
          expect(p.thisMonth.from <= today && today <= p.thisMonth.to).toBe(true);
          expect(p.thisMonth.from.endsWith('-01')).toBe(true);
          expect(addDays(p.lastMonth.to, 1)).toBe(p.thisMonth.from);
          expect(addDays(p.thisMonth.to, 1).endsWith('-01')).toBe(true);
          expect(datesOf(p.last30Days)).toHaveLength(30);
          expect(p.last30Days.to).toBe(today);
          expect(addDays(p.yesterday.from, 1)).toBe(today);
        },
      ),
    );
  });
});

describe('spans', () => {
  it('takes the span that holds every span', () => {
    expect(
      spanOf([
        { from: '2024-03-09', to: '2024-03-15' },
        { from: '2024-02-01', to: '2024-02-29' },
        { from: '2024-03-01', to: '2024-03-31' },
      ]),
    ).toEqual({ from: '2024-02-01', to: '2024-03-31' });
  });
});

describe('period figures', () => {
  const days: DayFigures[] = [
    { date: '2024-02-29', sales: 100_00, orders: 1, quantity: 2, returns: 0 },
    { date: '2024-03-01', sales: 250_00, orders: 2, quantity: 3, returns: 1 },
    { date: '2024-03-03', sales: 75_50, orders: 1, quantity: 1, returns: 0 },
  ];

  it('sums the days inside the span only', () => {
    expect(sumDays(days, { from: '2024-03-01', to: '2024-03-31' })).toEqual({
      sales: 325_50,
      orders: 3,
      quantity: 4,
      returns: 1,
    });
    expect(sumDays(days, { from: '2024-03-02', to: '2024-03-02' })).toEqual({
      sales: 0,
      orders: 0,
      quantity: 0,
      returns: 0,
    });
  });

  it('gives every date of the chart, 0 where nothing was sold', () => {
    expect(dailySeries(days, { from: '2024-02-29', to: '2024-03-03' })).toEqual([
      { date: '2024-02-29', sales: 100_00, orders: 1 },
      { date: '2024-03-01', sales: 250_00, orders: 2 },
      { date: '2024-03-02', sales: 0, orders: 0 },
      { date: '2024-03-03', sales: 75_50, orders: 1 },
    ]);
  });
});

describe('percentText', () => {
  it('gives two decimals, half up', () => {
    expect(percentText(1, 3)).toBe('33.33');
    expect(percentText(2, 3)).toBe('66.67');
    expect(percentText(1, 8)).toBe('12.50');
    expect(percentText(1, 200)).toBe('0.50');
    expect(percentText(1, 20_000)).toBe('0.01');
    expect(percentText(1, 20_001)).toBe('0.00');
    expect(percentText(7, 7)).toBe('100.00');
  });

  it('is 0.00 without customers', () => {
    expect(percentText(0, 0)).toBe('0.00');
    expect(percentText(0, 12)).toBe('0.00');
  });

  it('refuses negative or fractional counts', () => {
    expect(() => percentText(-1, 3)).toThrow(RangeError);
    expect(() => percentText(1.5, 3)).toThrow(RangeError);
  });

  it('stays within half a hundredth of the exact percentage', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.nat(), (whole, seed) => {
        const part = seed % (whole + 1);
        const text = percentText(part, whole);
        expect(text).toMatch(/^\d{1,3}\.\d\d$/);
        expect(Math.abs(Number(text) - (part * 100) / whole)).toBeLessThanOrEqual(0.005 + 1e-9);
      }),
    );
  });
});
