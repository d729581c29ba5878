import { describe, expect, it } from 'vitest';
import { formatStockDate } from './stock-date.ts';

describe('formatStockDate (the day stock came in)', () => {
  it('shows day, short month and two-digit year', () => {
    expect(formatStockDate('2024-03-05T06:00:00Z')).toBe('5 Mar 24');
    expect(formatStockDate('2009-11-20T06:00:00Z')).toBe('20 Nov 09');
  });

  it('spells September "Sep", not "Sept"', () => {
    expect(formatStockDate('2025-09-10T06:00:00Z')).toBe('10 Sep 25');
  });

  it('counts the day in Dhaka: after 18:00 UTC it is already the next day there', () => {
    expect(formatStockDate('2024-03-05T17:59:00Z')).toBe('5 Mar 24');
    expect(formatStockDate('2024-03-05T18:00:00Z')).toBe('6 Mar 24');
    expect(formatStockDate('2024-12-31T19:30:00Z')).toBe('1 Jan 25');
  });

  it('shows a dash for a date it cannot read', () => {
    expect(formatStockDate('')).toBe('—');
    expect(formatStockDate('soon')).toBe('—');
  });
});
