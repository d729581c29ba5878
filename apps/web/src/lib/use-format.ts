import { useMemo } from 'react';
import { latinDigits, useLatinDigits } from '../i18n/display.ts';
import { i18n } from '../i18n/index.ts';
import { useLanguage } from '../i18n/use-texts.ts';
import { type Format, formatFor } from './format.ts';

/** The formatting functions in the user's language and digits; the component re-renders on a switch. */
export function useFormat(): Format {
  const language = useLanguage();
  const latin = useLatinDigits();
  return useMemo(() => formatFor({ language, latinDigits: latin }), [language, latin]);
}

/** The same outside a component (a notification's text): the setting as it is now. */
export function currentFormat(): Format {
  return formatFor({ language: i18n.language, latinDigits: latinDigits() });
}
