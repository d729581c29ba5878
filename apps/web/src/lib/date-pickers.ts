import type { DateFormatter, DatePickerInputProps, DateStringValue } from '@mantine/dates';
import { i18n } from '../i18n/index.ts';
import { BN_MONTHS, EN_MONTHS, EN_WEEKDAYS } from './format.ts';
import { currentFormat } from './use-format.ts';

/**
 * Mantine's date pickers write their dates as lib/format does: the picked value like every other date,
 * and the calendar's months, weekdays and numbers in the user's language and digits. The default props
 * of every DatePickerInput (theme.ts), made as a picker renders; the functions among them read the
 * setting when they are called, so a calendar that renders again on a switch (DatesSettings' context)
 * follows it. A DatePickerInput takes no typing: there is no typed date to read.
 */

/** A picker's `YYYY-MM-DD` as numbers (month 0 … 11). */
const partsOf = (date: DateStringValue) => ({
  year: Number(date.slice(0, 4)),
  month: Number(date.slice(5, 7)) - 1,
  day: Number(date.slice(8, 10)),
});

/**
 * The calendar's weekday heads, Sunday first: short enough for a cell of a phone's calendar, as
 * Bangladeshi wall calendars write them (Thursday as "বৃহঃ").
 */
const BN_WEEKDAY_HEADS = ['রবি', 'সোম', 'মঙ্গল', 'বুধ', 'বৃহঃ', 'শুক্র', 'শনি'];

const bangla = () => currentFormat().style.language === 'bn';
const digits = (text: string | number) => currentFormat().digits(String(text));
const yearOf = (date: DateStringValue) => digits(partsOf(date).year);
const monthName = (date: DateStringValue, short: boolean) => {
  const { month } = partsOf(date);
  if (bangla()) return BN_MONTHS[month]!;
  return short ? EN_MONTHS[month]!.slice(0, 3) : EN_MONTHS[month]!;
};

const valueFormatter: DateFormatter = ({ type, date, labelSeparator }) => {
  const one = (value: unknown) => (value ? currentFormat().date(String(value)) : '');
  if (type === 'multiple' && Array.isArray(date)) return date.map(one).join(', ');
  if (type === 'range' && Array.isArray(date))
    return date[0] ? `${one(date[0])} ${labelSeparator} ${one(date[1])}` : '';
  return one(date);
};

/** What a calendar writes: days, weekdays, month and year headings, the lists of months and years. */
export const CALENDAR_FORMATS = {
  renderDay: (date: DateStringValue) => digits(partsOf(date).day),
  // A day's name for a screen reader: the date as the app writes it ("৫ মার্চ ২০২৪").
  getDayAriaLabel: (date: DateStringValue) => currentFormat().date(date),
  weekdayFormat: (date: DateStringValue) => {
    const weekday = new Date(`${date.slice(0, 10)}T00:00:00Z`).getUTCDay();
    return bangla() ? BN_WEEKDAY_HEADS[weekday]! : EN_WEEKDAYS[weekday]!.slice(0, 2);
  },
  monthLabelFormat: (date: DateStringValue) => `${monthName(date, false)} ${yearOf(date)}`,
  monthsListFormat: (date: DateStringValue) => monthName(date, true),
  yearLabelFormat: yearOf,
  yearsListFormat: yearOf,
  decadeLabelFormat: (start: DateStringValue, end: DateStringValue) => `${yearOf(start)} – ${yearOf(end)}`,
};

/** The default props of a DatePickerInput, in the language of the moment (theme.ts calls it per render). */
export function datePickerDefaults(): Partial<DatePickerInputProps> {
  const t = i18n.t;
  return {
    ...CALENDAR_FORMATS,
    valueFormatter,
    // The arrows are icons: their names for a screen reader (Mantine gives them none).
    ariaLabels: {
      previousMonth: t('datePicker.previousMonth'),
      nextMonth: t('datePicker.nextMonth'),
      previousYear: t('datePicker.previousYear'),
      nextYear: t('datePicker.nextYear'),
      previousDecade: t('datePicker.previousDecade'),
      nextDecade: t('datePicker.nextDecade'),
    },
    clearButtonProps: { 'aria-label': t('datePicker.clear') },
  };
}
