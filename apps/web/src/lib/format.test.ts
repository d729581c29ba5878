import { describe, expect, it } from 'vitest';
import {
  BN_MONTHS,
  BN_WEEKDAYS,
  type DisplayStyle,
  formatBasisPoints,
  formatCompactTaka,
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatInvoiceDate,
  formatLongDateTime,
  formatMoney,
  formatNumber,
  formatRate,
  formatShortDate,
  formatWeekdayDayMonth,
} from './format.ts';

const en: DisplayStyle = { language: 'en', latinDigits: false };
const bn: DisplayStyle = { language: 'bn', latinDigits: false };
const bnLatin: DisplayStyle = { language: 'bn', latinDigits: true };

describe('formatNumber', () => {
  it('groups the Bangladeshi way, with Bangla digits in Bangla mode unless Latin ones are kept', () => {
    expect(formatNumber(123_456, en)).toBe('1,23,456');
    expect(formatNumber(123_456, bn)).toBe('১,২৩,৪৫৬');
    expect(formatNumber(123_456, bnLatin)).toBe('1,23,456');
    expect(formatNumber(12_345_678, bn)).toBe('১,২৩,৪৫,৬৭৮');
    expect(formatNumber(999, en)).toBe('999');
    expect(formatNumber(0, bn)).toBe('০');
    expect(formatNumber(-1_250, bn)).toBe('-১,২৫০');
    expect(formatNumber(2.5, bn)).toBe('২.৫');
  });
});

describe('formatMoney', () => {
  it('shows integer poisha as taka, lakh-grouped, poisha only when there are any', () => {
    expect(formatMoney(12_345_600, en)).toBe('৳1,23,456');
    expect(formatMoney(12_345_600, bn)).toBe('৳১,২৩,৪৫৬');
    expect(formatMoney(12_345_600, bnLatin)).toBe('৳1,23,456');
    expect(formatMoney(125_000, en)).toBe('৳1,250');
    expect(formatMoney(0, bn)).toBe('৳০');
    expect(formatMoney(1_234_567_89, en)).toBe('৳12,34,567.89');
    expect(formatMoney(125_050, bn)).toBe('৳১,২৫০.৫০');
    expect(formatMoney(5, en)).toBe('৳0.05');
  });

  it('puts the minus before the taka sign', () => {
    expect(formatMoney(-125_000, en)).toBe('-৳1,250');
    expect(formatMoney(-125_000, bn)).toBe('-৳১,২৫০');
    expect(formatMoney(-5, en)).toBe('-৳0.05');
  });
});

describe('percentages', () => {
  it('write basis points without floating point, trimmed or with two decimals', () => {
    expect(formatBasisPoints(1_250, en)).toBe('12.5%');
    expect(formatBasisPoints(1_000, bn)).toBe('১০%');
    expect(formatBasisPoints(5, en)).toBe('0.05%');
    expect(formatBasisPoints(-2_000, en, true)).toBe('-20.00%');
    expect(formatBasisPoints(-2_000, bn, true)).toBe('-২০.০০%');
    expect(formatBasisPoints(0, en, true)).toBe('0.00%');
  });

  it('write a share to one decimal', () => {
    expect(formatRate(0.125, en)).toBe('12.5%');
    expect(formatRate(1 / 3, bn)).toBe('৩৩.৩%');
    expect(formatRate(0, en)).toBe('0%');
  });

  it('shorten taka for a chart axis in lakhs and crores', () => {
    expect(formatCompactTaka(120_000, en)).toBe('৳1.2L');
    // ICU puts a no-break space before the Bangla unit.
    expect(formatCompactTaka(15_000, bn)).toBe('৳১৫\u00a0হা');
    expect(formatCompactTaka(15_000, bnLatin)).toBe('৳15\u00a0হা');
  });
});

describe('dates and times', () => {
  const afternoon = '2024-03-05T09:07:00Z'; // 3:07 PM in Dhaka

  it('show the date and the 12-hour time in Dhaka, wherever the browser is', () => {
    expect(formatDateTime(afternoon, en)).toBe('Mar 5, 2024 3:07 PM');
    expect(formatDateTime(new Date(afternoon), bn)).toBe('৫ মার্চ ২০২৪, দুপুর ৩:০৭');
    expect(formatDateTime(afternoon, bnLatin)).toBe('5 মার্চ 2024, দুপুর 3:07');
    expect(formatDate(afternoon, en)).toBe('Mar 5, 2024');
    expect(formatDate(afternoon, bn)).toBe('৫ মার্চ ২০২৪');
    expect(formatLongDateTime(afternoon, en)).toBe('March 5, 2024 3:07 PM');
    expect(formatDayMonth(afternoon, en)).toBe('Mar 5');
    expect(formatDayMonth(afternoon, bn)).toBe('৫ মার্চ');
    expect(formatWeekdayDayMonth(afternoon, en)).toBe('Tue, Mar 5');
    expect(formatWeekdayDayMonth(afternoon, bn)).toBe('মঙ্গল, ৫ মার্চ');
  });

  it('put a late UTC evening on the next day in Dhaka (a Dhaka day starts at 18:00 UTC)', () => {
    expect(formatDateTime('2024-03-05T17:59:00Z', en)).toBe('Mar 5, 2024 11:59 PM');
    expect(formatDateTime('2024-03-05T18:00:00Z', en)).toBe('Mar 6, 2024 12:00 AM');
    expect(formatDateTime('2024-03-05T18:30:00Z', bn)).toBe('৬ মার্চ ২০২৪, রাত ১২:৩০');
    expect(formatDate('2024-12-31T18:00:00Z', en)).toBe('Jan 1, 2025');
    expect(formatDate('2024-12-31T18:00:00Z', bn)).toBe('১ জানুয়ারি ২০২৫');
  });

  it('keep a calendar date (a sales date) on its day', () => {
    expect(formatDate('2024-09-30', en)).toBe('Sep 30, 2024');
    expect(formatDate('2024-01-01', bn)).toBe('১ জানুয়ারি ২০২৪');
    expect(formatDayMonth('2024-12-31', en)).toBe('Dec 31');
  });

  it('name the part of the day in Bangla before the time', () => {
    const at = (hour: number) => formatDateTime(new Date(Date.UTC(2024, 2, 5, hour - 6)), bnLatin);
    expect([4, 6, 12, 16, 18, 20].map((h) => at(h).split(', ')[1])).toEqual([
      'ভোর 4:00',
      'সকাল 6:00',
      'দুপুর 12:00',
      'বিকাল 4:00',
      'সন্ধ্যা 6:00',
      'রাত 8:00',
    ]);
  });

  it('name months and weekdays in Bangla as ICU does', () => {
    const icu = (options: Intl.DateTimeFormatOptions, date: number) =>
      new Intl.DateTimeFormat('bn-BD', { timeZone: 'UTC', ...options }).format(date);
    expect(BN_MONTHS).toEqual(
      Array.from({ length: 12 }, (_, m) => icu({ month: 'long' }, Date.UTC(2024, m, 15))),
    );
    expect(BN_WEEKDAYS).toEqual(
      Array.from({ length: 7 }, (_, d) => icu({ weekday: 'short' }, Date.UTC(2024, 2, 3 + d))),
    );
    expect(formatDate('2024-02-10', bn)).toBe('১০ ফেব্রুয়ারি ২০২৪');
  });

  it('show a dash, or the text asked for, when there is no date or it is not one', () => {
    for (const missing of [null, undefined, '', 'not a date']) {
      expect(formatDateTime(missing, en)).toBe('—');
      expect(formatDate(missing, bn)).toBe('—');
    }
    expect(formatDateTime(null, en, 'Never')).toBe('Never');
    expect(formatDate('garbage', en, 'Not set')).toBe('Not set');
  });
});

describe('formatInvoiceDate', () => {
  it('prints the spec’s form in English: Dhaka time, lowercase am/pm', () => {
    expect(formatInvoiceDate('2024-03-05T09:07:00Z', en)).toBe('Mar 5, 2024 3:07pm');
    expect(formatInvoiceDate(new Date('2024-03-05T06:00:00Z'), en)).toBe('Mar 5, 2024 12:00pm');
    expect(formatInvoiceDate('2024-03-05T18:30:00Z', en)).toBe('Mar 6, 2024 12:30am');
    expect(formatInvoiceDate('2024-12-31T19:00:00Z', en)).toBe('Jan 1, 2025 1:00am');
  });

  it('prints the Bangla date and time in Bangla mode', () => {
    expect(formatInvoiceDate('2024-03-05T09:07:00Z', bn)).toBe('৫ মার্চ ২০২৪, দুপুর ৩:০৭');
  });
});

describe('formatShortDate (the day stock came in, as the stock list shows it)', () => {
  it('writes "5 Mar 24" in English and "৫ মার্চ ২৪" in Bangla, whatever the browser’s time zone', () => {
    expect(formatShortDate('2024-03-05T06:00:00Z', en)).toBe('5 Mar 24');
    expect(formatShortDate('2009-11-20T06:00:00Z', en)).toBe('20 Nov 09');
    expect(formatShortDate('2025-09-10T06:00:00Z', en)).toBe('10 Sep 25');
    expect(formatShortDate('2024-03-05T06:00:00Z', bn)).toBe('৫ মার্চ ২৪');
  });

  it('takes the day in Dhaka (a new day at 18:00 UTC)', () => {
    expect(formatShortDate('2024-03-05T17:59:00Z', en)).toBe('5 Mar 24');
    expect(formatShortDate('2024-03-05T18:00:00Z', en)).toBe('6 Mar 24');
    expect(formatShortDate('2024-12-31T19:30:00Z', en)).toBe('1 Jan 25');
  });

  it('shows a dash for no date or a broken one', () => {
    expect(formatShortDate('', en)).toBe('—');
    expect(formatShortDate('soon', en)).toBe('—');
  });
});
