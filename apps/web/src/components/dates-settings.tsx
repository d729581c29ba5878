import 'dayjs/locale/bn-bd';
import { DatesProvider } from '@mantine/dates';
import type { ReactNode } from 'react';
import { useFormat } from '../lib/use-format.ts';

/** dayjs's locale for each language: Bangladesh's Bangla (its day parts are the app's: সকাল, দুপুর …). */
const DAYJS_LOCALE = { en: 'en', bn: 'bn-bd' } as const;

/**
 * The date pickers' calendar settings. The week starts on Saturday in both languages, as Bangladeshi
 * business calendars and the app's own "this week" (DESIGN.md) do; Friday, the weekly holiday, is the
 * weekend. Re-rendered on a switch of language or digits (useFormat), which re-renders every calendar
 * below (they read this context), so an open calendar follows the switch.
 */
export function DatesSettings({ children }: { children: ReactNode }) {
  const { style } = useFormat();
  return (
    <DatesProvider
      settings={{
        locale: DAYJS_LOCALE[style.language],
        firstDayOfWeek: 6,
        weekendDays: [5],
      }}
    >
      {children}
    </DatesProvider>
  );
}
