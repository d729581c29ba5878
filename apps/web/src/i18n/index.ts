import i18n, { type FormatterModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { formatNumber } from '../lib/format.ts';
import { bn } from './bn.ts';
import { asLanguage, LANGUAGES, type Language, latinDigits, onLatinDigitsChange } from './display.ts';
import { en } from './en.ts';

export { LANGUAGES, type Language };

const STORAGE_KEY = 'chalan.lang';

function savedLanguage(): Language {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    return LANGUAGES.find((l) => l === saved) ?? 'en';
  } catch {
    return 'en';
  }
}

/** The page's language (screen readers, fonts); plain Node (the web's unit tests) has no page. */
function markPage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

export function setLanguage(language: Language): void {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // private mode: the choice lasts for this page only
  }
  void i18n.changeLanguage(language);
  markPage(language);
}

/**
 * Every number a text fills in ({{count}}, {{total}} …) is written by lib/format, in the text's
 * language and the user's digits, so texts need no `, number` and a caller passes the number itself
 * (plurals need it). Strings (codes, names, amounts already formatted) pass as they are.
 */
const numbersInTexts: FormatterModule = {
  type: 'formatter',
  init: () => undefined,
  add: () => undefined,
  addCached: () => undefined,
  // Anything else goes back untouched, undefined too (i18next then reports the missing value).
  format: (value: unknown, _format, lng) =>
    (typeof value === 'number'
      ? formatNumber(value, { language: asLanguage(lng), latinDigits: latinDigits() })
      : value) as string,
};

void i18n
  .use(initReactI18next)
  .use(numbersInTexts)
  .init({
    resources: { en: { translation: en }, bn: { translation: bn } },
    lng: savedLanguage(),
    fallbackLng: 'en',
    interpolation: { escapeValue: false, alwaysFormat: true },
    // useTranslation re-renders on a switch of the digits as on one of the language.
    react: { bindI18n: 'languageChanged digitsChanged' },
    returnNull: false,
    initAsync: false,
  });
markPage(i18n.language);
onLatinDigitsChange(() => i18n.emit('digitsChanged'));

export { i18n };
