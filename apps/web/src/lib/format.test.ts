import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatInvoiceDate, formatMoney } from './format.ts';

// Local times (the browser's clock): the same text in any time zone the tests run in.
const afternoon = new Date(2024, 2, 5, 15, 7);

describe('formatDateTime and formatDate', () => {
  it('show the date and the 12-hour time as lists print them', () => {
    expect(formatDateTime(afternoon)).toBe('Mar 5, 2024 3:07 PM');
    expect(formatDateTime('2024-12-31T00:05:00')).toBe('Dec 31, 2024 12:05 AM');
    expect(formatDate(afternoon)).toBe('Mar 5, 2024');
    expect(formatDate('2024-09-30T23:59:00')).toBe('Sep 30, 2024');
  });

  it('show a dash, or the text asked for, when there is no date or it is not one', () => {
    for (const missing of [null, undefined, '', 'not a date']) {
      expect(formatDateTime(missing)).toBe('—');
      expect(formatDate(missing)).toBe('—');
    }
    expect(formatDateTime(null, 'Never')).toBe('Never');
    expect(formatDate('garbage', 'Not set')).toBe('Not set');
  });
});

describe('formatMoney', () => {
  it('shows integer poisha as taka with the sign, grouped thousands and paisa only when there are any', () => {
    expect(formatMoney(125_000)).toBe('৳1,250');
    expect(formatMoney(0)).toBe('৳0');
    expect(formatMoney(1_234_567_89)).toBe('৳1,234,567.89');
    expect(formatMoney(5)).toBe('৳0.05');
    expect(formatMoney(-6_000)).toBe('-৳60');
  });
});

describe('formatInvoiceDate', () => {
  it('prints the time in Dhaka (UTC+6), lowercase am/pm, wherever the browser is', () => {
    expect(formatInvoiceDate('2024-03-05T09:07:00Z')).toBe('Mar 5, 2024 3:07pm');
    expect(formatInvoiceDate(new Date('2024-03-05T06:00:00Z'))).toBe('Mar 5, 2024 12:00pm');
  });

  it('puts a late UTC evening on the next day in Dhaka', () => {
    expect(formatInvoiceDate('2024-03-05T18:30:00Z')).toBe('Mar 6, 2024 12:30am');
    expect(formatInvoiceDate('2024-12-31T19:00:00Z')).toBe('Jan 1, 2025 1:00am');
  });
});
