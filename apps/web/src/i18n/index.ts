import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { bn } from './bn.ts';
import { en } from './en.ts';

export const LANGUAGES = ['en', 'bn'] as const;
export type Language = (typeof LANGUAGES)[number];
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

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, bn: { translation: bn } },
  lng: savedLanguage(),
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});
markPage(i18n.language);

export { i18n };
