import { groupLakh, toBanglaDigits } from '@chalan/core/digits';
import { formatTaka, type Poisha } from '@chalan/core/money';
import { DHAKA_OFFSET_MS } from '@chalan/core/time';
import type { Language } from '../i18n/display.ts';

/**
 * Every number, amount and date the web shows is written here. The functions are pure: they take the
 * language and the digits setting (`useFormat()` binds them to the user's). Numbers group the
 * Bangladeshi way (1,23,456) in both languages; Bangla mode writes Bangla digits unless the user keeps
 * Latin ones. Dates and times are always Dhaka's, wherever the browser is.
 */
export interface DisplayStyle {
  language: Language;
  latinDigits: boolean;
}

/** Latin digits of a text as the style writes them ("12 Mar" stays, "১২ মার্চ" in Bangla digits). */
export function formatDigits(text: string, style: DisplayStyle): string {
  return style.language === 'bn' && !style.latinDigits ? toBanglaDigits(text) : text;
}

/** A count or quantity: "1,23,456", "-12", "2.5". */
export function formatNumber(value: number, style: DisplayStyle): string {
  if (!Number.isFinite(value)) return formatDigits(String(value), style);
  const [whole = '0', fraction] = String(Math.abs(value)).split('.');
  const text = `${value < 0 ? '-' : ''}${groupLakh(whole)}${fraction ? `.${fraction}` : ''}`;
  return formatDigits(text, style);
}

/** Integer poisha as taka: "৳1,23,456", "৳1,250.50", "-৳60"; poisha shown only when there are any. */
export function formatMoney(poisha: Poisha, style: DisplayStyle): string {
  return formatDigits(formatTaka(poisha), style);
}

/**
 * Basis points (1/100 of a percent) as a percentage, in integers: 1250 -> "12.5%", or with
 * `twoDecimals` -2000 -> "-20.00%".
 */
export function formatBasisPoints(basisPoints: number, style: DisplayStyle, twoDecimals = false): string {
  const abs = Math.abs(Math.round(basisPoints));
  const hundredths = String(abs % 100).padStart(2, '0');
  const fraction = twoDecimals ? hundredths : hundredths.replace(/0+$/, '');
  const sign = basisPoints < 0 && abs > 0 ? '-' : '';
  return formatDigits(
    `${sign}${groupLakh(String(Math.floor(abs / 100)))}${fraction ? `.${fraction}` : ''}%`,
    style,
  );
}

/** A share 0…1 as a percentage to one decimal: 0.125 -> "12.5%". */
export function formatRate(rate: number, style: DisplayStyle): string {
  return formatBasisPoints(Math.round(rate * 1000) * 10, style);
}

const compactFormats = {
  en: new Intl.NumberFormat('en-IN', { notation: 'compact', maximumFractionDigits: 1 }),
  bn: new Intl.NumberFormat('bn-BD-u-nu-latn', { notation: 'compact', maximumFractionDigits: 1 }),
};

/** Whole taka, short, for a chart's axis: "৳1.2L" / "৳১.২ লা" (lakh), "৳15K" / "৳১৫ হা". */
export function formatCompactTaka(taka: number, style: DisplayStyle): string {
  return formatDigits(`৳${compactFormats[style.language].format(taka)}`, style);
}

type DateValue = string | Date | null | undefined;

/** The calendar and clock in Dhaka (UTC+6 all year, see core's time.ts). */
interface DhakaParts {
  year: number;
  /** 0 January … 11 December */
  month: number;
  day: number;
  /** 0 Sunday … 6 Saturday */
  weekday: number;
  hour: number;
  minute: number;
}

/**
 * A `YYYY-MM-DD` date (a sales date) is read as UTC midnight, which is 6 in the morning of the same
 * day in Dhaka, so a calendar date never moves; an instant is shown as Dhaka's clock showed it.
 */
function dhakaParts(value: DateValue): DhakaParts | null {
  if (!value) return null;
  const ms = new Date(value).getTime();
  if (Number.isNaN(ms)) return null;
  const d = new Date(ms + DHAKA_OFFSET_MS);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth(),
    day: d.getUTCDate(),
    weekday: d.getUTCDay(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
  };
}

export const EN_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
export const EN_WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
/** As ICU's bn locale writes them (the months whole: Bangla has no common short forms). */
export const BN_MONTHS = [
  'জানুয়ারি',
  'ফেব্রুয়ারি',
  'মার্চ',
  'এপ্রিল',
  'মে',
  'জুন',
  'জুলাই',
  'আগস্ট',
  'সেপ্টেম্বর',
  'অক্টোবর',
  'নভেম্বর',
  'ডিসেম্বর',
];
export const BN_WEEKDAYS = ['রবি', 'সোম', 'মঙ্গল', 'বুধ', 'বৃহস্পতি', 'শুক্র', 'শনি'];

const shortMonth = (p: DhakaParts) => EN_MONTHS[p.month]!.slice(0, 3);
const minutes = (p: DhakaParts) => String(p.minute).padStart(2, '0');
const hour12 = (p: DhakaParts) => p.hour % 12 || 12;

/** Bangla says the part of the day before the time: "দুপুর ৩:০৭", "রাত ১২:৩০". */
function banglaDayPart(hour: number): string {
  if (hour < 4) return 'রাত';
  if (hour < 6) return 'ভোর';
  if (hour < 12) return 'সকাল';
  if (hour < 16) return 'দুপুর';
  if (hour < 18) return 'বিকাল';
  if (hour < 20) return 'সন্ধ্যা';
  return 'রাত';
}

/** "Mar 5" / "৫ মার্চ". */
const dayMonthText = (p: DhakaParts, language: Language) =>
  language === 'bn' ? `${p.day} ${BN_MONTHS[p.month]}` : `${shortMonth(p)} ${p.day}`;

/** "Mar 5, 2024" / "৫ মার্চ ২০২৪". */
const dateText = (p: DhakaParts, language: Language) =>
  language === 'bn' ? `${dayMonthText(p, 'bn')} ${p.year}` : `${dayMonthText(p, 'en')}, ${p.year}`;

/** "3:07 PM" / "দুপুর ৩:০৭". */
const timeText = (p: DhakaParts, language: Language) =>
  language === 'bn'
    ? `${banglaDayPart(p.hour)} ${hour12(p)}:${minutes(p)}`
    : `${hour12(p)}:${minutes(p)} ${p.hour < 12 ? 'AM' : 'PM'}`;

/** Formats a date with `write`, or gives `empty` when there is none or it is not a date. */
function written(value: DateValue, style: DisplayStyle, empty: string, write: (p: DhakaParts) => string) {
  const parts = dhakaParts(value);
  return parts ? formatDigits(write(parts), style) : empty;
}

/** "Mar 5, 2024" / "৫ মার্চ ২০২৪": a sales date as it is, an instant as its day in Dhaka. */
export function formatDate(value: DateValue, style: DisplayStyle, empty = '—'): string {
  return written(value, style, empty, (p) => dateText(p, style.language));
}

/** "Mar 5, 2024 3:07 PM" / "৫ মার্চ ২০২৪, দুপুর ৩:০৭", in Dhaka time. */
export function formatDateTime(value: DateValue, style: DisplayStyle, empty = '—'): string {
  return written(value, style, empty, (p) =>
    style.language === 'bn'
      ? `${dateText(p, 'bn')}, ${timeText(p, 'bn')}`
      : `${dateText(p, 'en')} ${timeText(p, 'en')}`,
  );
}

/** "March 5, 2024 3:07 PM" / as `formatDateTime` in Bangla (whose months are always whole). */
export function formatLongDateTime(value: DateValue, style: DisplayStyle, empty = '—'): string {
  if (style.language === 'bn') return formatDateTime(value, style, empty);
  return written(
    value,
    style,
    empty,
    (p) => `${EN_MONTHS[p.month]} ${p.day}, ${p.year} ${timeText(p, 'en')}`,
  );
}

/** "Mar 5" / "৫ মার্চ". */
export function formatDayMonth(value: DateValue, style: DisplayStyle, empty = '—'): string {
  return written(value, style, empty, (p) => dayMonthText(p, style.language));
}

/** "Tue, Mar 5" / "মঙ্গল, ৫ মার্চ". */
export function formatWeekdayDayMonth(value: DateValue, style: DisplayStyle, empty = '—'): string {
  const weekdays = style.language === 'bn' ? BN_WEEKDAYS : EN_WEEKDAYS;
  return written(value, style, empty, (p) => `${weekdays[p.weekday]}, ${dayMonthText(p, style.language)}`);
}

/** "5 Mar 24" / "৫ মার্চ ২৪": the stock list's day (spec), in Dhaka. */
export function formatShortDate(value: DateValue, style: DisplayStyle, empty = '—'): string {
  return written(value, style, empty, (p) => {
    const year = String(p.year % 100).padStart(2, '0');
    return `${p.day} ${style.language === 'bn' ? BN_MONTHS[p.month] : shortMonth(p)} ${year}`;
  });
}

/** "2024" / "২০২৪": the year in Dhaka, ungrouped (a year is no amount). */
export function formatYear(value: DateValue, style: DisplayStyle, empty = '—'): string {
  return written(value, style, empty, (p) => String(p.year));
}

/** The invoice's date: "Mar 5, 2024 3:07pm" in English as the spec prints it (part 1 §2); Bangla as elsewhere. */
export function formatInvoiceDate(value: DateValue, style: DisplayStyle, empty = '—'): string {
  if (style.language === 'bn') return formatDateTime(value, style, empty);
  return written(
    value,
    style,
    empty,
    (p) => `${dateText(p, 'en')} ${hour12(p)}:${minutes(p)}${p.hour < 12 ? 'am' : 'pm'}`,
  );
}

/** The functions above bound to one style: what `useFormat()` gives a component. */
export function formatFor(style: DisplayStyle) {
  return {
    style,
    digits: (text: string) => formatDigits(text, style),
    number: (value: number) => formatNumber(value, style),
    money: (poisha: Poisha) => formatMoney(poisha, style),
    basisPoints: (basisPoints: number, twoDecimals = false) =>
      formatBasisPoints(basisPoints, style, twoDecimals),
    rate: (rate: number) => formatRate(rate, style),
    compactTaka: (taka: number) => formatCompactTaka(taka, style),
    date: (value: DateValue, empty?: string) => formatDate(value, style, empty),
    dateTime: (value: DateValue, empty?: string) => formatDateTime(value, style, empty),
    longDateTime: (value: DateValue, empty?: string) => formatLongDateTime(value, style, empty),
    dayMonth: (value: DateValue, empty?: string) => formatDayMonth(value, style, empty),
    weekdayDayMonth: (value: DateValue, empty?: string) => formatWeekdayDayMonth(value, style, empty),
    invoiceDate: (value: DateValue, empty?: string) => formatInvoiceDate(value, style, empty),
    shortDate: (value: DateValue, empty?: string) => formatShortDate(value, style, empty),
    year: (value: DateValue) => formatYear(value, style),
  };
}
export type Format = ReturnType<typeof formatFor>;
