import { preferredLanguage } from '@chalan/core/languages';
import { LANGUAGES, type Language } from './display.ts';
import { rememberLanguage, savedLanguage, shareWithServer, takeSignedOutFlag } from './language-memory.ts';
import { addTexts, fixedT, showLanguage, shownLanguage, t } from './texts-store.ts';

export type { TextKey, TextParams, Translate } from './text-keys.ts';
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

export const currentLanguage = shownLanguage;

/**
 * The texts for code outside components (notifications, confirmations, the prerendered pages). Changing
 * the language here does not fetch nor remember it: setLanguage does (tests switch with this alone).
 */
export const i18n = {
  t,
  /** `t` in one language whatever the screen's (a download's column names). */
  fixedT,
  get language(): Language {
    return shownLanguage();
  },
  changeLanguage(language: Language): void {
    showLanguage(language);
    markPage(language);
  },
};
i18n.changeLanguage(initialLanguage());

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
  addTexts(language, await PARTS[language][part]());
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
  i18n.changeLanguage(language);
  // The shell may have wanted the app's texts meanwhile (a sign-in adopting the user's language).
  await loadLanguage(language);
}

/** A language chosen while signed out, not yet given to the user (then forgotten). */
export function takeSignedOutChoice(): Language | null {
  return takeSignedOutFlag() ? currentLanguage() : null;
}
