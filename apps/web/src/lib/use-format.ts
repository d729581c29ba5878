import { useMemo } from 'react';
import { asLanguage, latinDigits, useLatinDigits } from '../i18n/display.ts';
import { i18n } from '../i18n/index.ts';
import { useLanguage } from '../i18n/use-texts.ts';
import { type Format, formatFor } from './format.ts';

/** The formatting functions in the user's language and digits; the component re-renders on a switch. */
export function useFormat(): Format {
  // Not useTranslation: tables call this once per row (see i18n/use-texts.ts).
  const language = useLanguage();
  const latin = useLatinDigits();
  return useMemo(() => formatFor({ language, latinDigits: latin }), [language, latin]);
}

/** The same outside a component (a notification's text): the setting as it is now. */
export function currentFormat(): Format {
  return formatFor({ language: asLanguage(i18n.language), latinDigits: latinDigits() });
}
