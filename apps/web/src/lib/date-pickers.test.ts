import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLatinDigits } from '../i18n/display.ts';
import { i18n } from '../i18n/index.ts';
import { CALENDAR_FORMATS, datePickerDefaults } from './date-pickers.ts';

/** What a picker's field and calendar show for 2026-11-07 (a Saturday), in the language of the moment. */
function shown() {
  const props = datePickerDefaults();
  const formatter = { locale: 'en', format: '', labelSeparator: '–' };
  return {
    field: props.valueFormatter!({ ...formatter, type: 'default', date: '2026-11-07' }),
    range: props.valueFormatter!({ ...formatter, type: 'range', date: ['2026-11-01', '2026-11-07'] }),
    day: CALENDAR_FORMATS.renderDay('2026-11-07'),
    dayName: CALENDAR_FORMATS.getDayAriaLabel('2026-11-07'),
    weekday: CALENDAR_FORMATS.weekdayFormat('2026-11-07'),
    month: CALENDAR_FORMATS.monthLabelFormat('2026-11-07'),
    decade: CALENDAR_FORMATS.decadeLabelFormat('2020-01-01', '2029-12-31'),
    next: props.ariaLabels?.nextMonth,
  };
}

beforeEach(() => {
  i18n.changeLanguage('en');
});
afterEach(() => setLatinDigits(false));

/** 2026-11-07 in a picker, as each language shows it. */
const IN_LANGUAGE = {
  en: {
    field: 'Nov 7, 2026',
    range: 'Nov 1, 2026 – Nov 7, 2026',
    day: '7',
    dayName: 'Nov 7, 2026',
    weekday: 'Sa',
    month: 'November 2026',
    decade: '2020 – 2029',
    next: 'Next month',
  },
  // Months, weekdays and numbers in Bangla.
  bn: {
    field: '৭ নভেম্বর ২০২৬',
    range: '১ নভেম্বর ২০২৬ – ৭ নভেম্বর ২০২৬',
    day: '৭',
    dayName: '৭ নভেম্বর ২০২৬',
    weekday: 'শনি',
    month: 'নভেম্বর ২০২৬',
    decade: '২০২০ – ২০২৯',
    next: 'পরের মাস',
  },
};

describe('a date picker', () => {
  it.each(['en', 'bn'] as const)('in %s shows its dates and calendar as the app writes them', (language) => {
    i18n.changeLanguage(language);
    expect(shown()).toEqual(IN_LANGUAGE[language]);
  });

  it('in Bangla keeps Latin digits for a user who keeps them', () => {
    i18n.changeLanguage('bn');
    setLatinDigits(true);
    const { field, day, month } = shown();
    expect({ field, day, month }).toEqual({ field: '7 নভেম্বর 2026', day: '7', month: 'নভেম্বর 2026' });
  });
});
