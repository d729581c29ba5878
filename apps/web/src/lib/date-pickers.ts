import type { DateFormatter, DateStringValue } from '@mantine/dates';
import { BN_MONTHS, BN_WEEKDAYS, EN_MONTHS, EN_WEEKDAYS } from './format.ts';
import { currentFormat } from './use-format.ts';

/**
 * Mantine's date pickers write their dates as lib/format does: the picked value like every other date,
 * and the calendar's months, weekdays and numbers in the user's language and digits. Default props of
 * every DatePickerInput (theme.ts); they read the setting as they render, and a picker renders again
 * with the form around it when the language or the digits change.
 */

/** A picker's `YYYY-MM-DD` as numbers (month 0 … 11). */
const partsOf = (date: DateStringValue) => ({
  year: Number(date.slice(0, 4)),
  month: Number(date.slice(5, 7)) - 1,
  day: Number(date.slice(8, 10)),
});

const bangla = () => currentFormat().style.language === 'bn';
const digits = (text: string | number) => currentFormat().digits(String(text));
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

export const DATE_PICKER_DEFAULTS = {
  valueFormatter,
  renderDay: (date: DateStringValue) => digits(partsOf(date).day),
  weekdayFormat: (date: DateStringValue) => {
    const weekday = new Date(`${date.slice(0, 10)}T00:00:00Z`).getUTCDay();
    return bangla() ? BN_WEEKDAYS[weekday]! : EN_WEEKDAYS[weekday]!.slice(0, 2);
  },
  monthLabelFormat: (date: DateStringValue) => `${monthName(date, false)} ${digits(partsOf(date).year)}`,
  monthsListFormat: (date: DateStringValue) => monthName(date, true),
  yearLabelFormat: (date: DateStringValue) => digits(partsOf(date).year),
  yearsListFormat: (date: DateStringValue) => digits(partsOf(date).year),
  decadeLabelFormat: (start: DateStringValue, end: DateStringValue) =>
    `${digits(partsOf(start).year)} – ${digits(partsOf(end).year)}`,
};
