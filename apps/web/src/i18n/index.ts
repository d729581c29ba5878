import { preferredLanguage } from '@chalan/core/languages';
import { isPoishaParam } from '@chalan/core/messages';
import i18n, { type FormatterModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { formatMoney, formatNumber } from '../lib/format.ts';
import {
  asLanguage,
  isLanguage,
  LANGUAGES,
  type Language,
  latinDigits,
  onLatinDigitsChange,
} from './display.ts';
import { rememberLanguage, savedLanguage, shareWithServer, takeSignedOutFlag } from './language-memory.ts';

export { LANGUAGES, type Language, preferredLanguage };

/** A saved choice first; on a first visit, what the browser prefers. */
function initialLanguage(): Language {
  const saved = savedLanguage();
  if (saved) return saved;
  return typeof navigator === 'undefined'
    ? 'en'
    : preferredLanguage(navigator.languages ?? [navigator.language]);
}

/** The page's language (screen readers, fonts); plain Node (the web's unit tests) has no page. */
function markPage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : 'en';
}

/**
 * Each language's texts come in two downloads: what the signed-out pages say, and the signed-in screens'
 * (with the app's shell). An English reader never fetches the Bangla ones, nor the sign-in page the app's.
 */
type Part = 'public' | 'app';
const PARTS: Record<Language, Record<Part, () => Promise<object>>> = {
  en: {
    public: () => import('./en-public.ts').then((m) => m.publicEn),
    app: () => import('./en-app.ts').then((m) => m.appEn),
  },
  bn: {
    public: () => import('./bn-public.ts').then((m) => m.publicBn),
    app: () => import('./bn-app.ts').then((m) => m.appBn),
  },
};
/** The parts this page has needed so far: a switch of language fetches them in the new one first. */
const wanted = new Set<Part>(['public']);
const loaded = new Set<string>();

async function loadPart(language: Language, part: Part): Promise<void> {
  const key = `${language}:${part}`;
  if (loaded.has(key)) return;
  i18n.addResourceBundle(language, 'translation', await PARTS[language][part](), true, true);
  loaded.add(key);
}

/** Fetches the parts of `language`'s texts the page needs; they show only after this. */
export async function loadLanguage(language: Language): Promise<void> {
  await Promise.all([...wanted].map((part) => loadPart(language, part)));
}

/** The signed-in screens' texts, before the app's shell renders (router.tsx). */
export async function loadAppTexts(): Promise<void> {
  wanted.add('app');
  await loadPart(currentLanguage(), 'app');
}

/** Before the first render (main.tsx): the texts of the language the page opens in. */
export function startI18n(): Promise<void> {
  // A choice made before the cookie existed: the server's prerendered pages should follow it too.
  const saved = savedLanguage();
  if (saved) shareWithServer(saved);
  return loadLanguage(currentLanguage());
}

/** Shows the app in `language` (its texts fetched first, no reload) and remembers it in this browser. */
export async function setLanguage(language: Language, { signedOut = false } = {}): Promise<void> {
  await loadLanguage(language);
  rememberLanguage(language, { signedOut });
  await i18n.changeLanguage(language);
  markPage(language);
  // The shell may have wanted the app's texts meanwhile (a sign-in adopting the user's language).
  await loadLanguage(language);
}

/** A language chosen while signed out, not yet given to the user (then forgotten). */
export function takeSignedOutChoice(): Language | null {
  return takeSignedOutFlag() ? currentLanguage() : null;
}

/**
 * Every number a text fills in ({{count}}, {{total}} …) is written by lib/format, in the text's
 * language and the user's digits, so texts need no `, number` and a caller passes the number itself
 * (plurals need it). A number named `…Poisha` (a server message's `amountPoisha`) is an amount, written
 * as taka. Strings (codes, names, amounts already formatted) pass as they are.
 */
const numbersInTexts: FormatterModule = {
  type: 'formatter',
  init: () => undefined,
  add: () => undefined,
  addCached: () => undefined,
  // Anything else goes back untouched, undefined too (i18next then reports the missing value).
  format: (value: unknown, _format, lng, options) => {
    if (typeof value !== 'number') return value as string;
    const style = { language: asLanguage(lng), latinDigits: latinDigits() };
    return isPoishaParam(options?.interpolationkey) ? formatMoney(value, style) : formatNumber(value, style);
  },
};

void i18n
  .use(initReactI18next)
  .use(numbersInTexts)
  .init({
    // Filled by loadLanguage, one language at a time.
    resources: {},
    lng: initialLanguage(),
    fallbackLng: 'en',
    interpolation: { escapeValue: false, alwaysFormat: true },
    // useTranslation re-renders on a switch of the digits as on one of the language.
    // …and when texts arrive late (loadLanguage after a switch).
    react: { bindI18n: 'languageChanged digitsChanged', bindI18nStore: 'added' },
    returnNull: false,
    initAsync: false,
  });
markPage(i18n.language);
onLatinDigitsChange(() => i18n.emit('digitsChanged'));

export { i18n };
