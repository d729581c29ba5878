import { isLanguage, LANGUAGE_COOKIE, type Language } from '@chalan/core/languages';

/**
 * Where this browser keeps its language: localStorage for the app, and a cookie so the server sends the
 * prerendered sign-in page in it. Apart from the texts: the sign-in page's own small script uses it too.
 */
const STORAGE_KEY = 'chalan.lang';
/** Set when the language was chosen signed out: the next sign-in carries it to the user. */
const CHOSEN_SIGNED_OUT_KEY = 'chalan.lang.signedOut';
const A_YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // private mode or plain Node (the web's unit tests)
  }
}

function store(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // private mode: the choice lasts for this page only
  }
}

export function savedLanguage(): Language | null {
  const saved = stored(STORAGE_KEY);
  return isLanguage(saved) ? saved : null;
}

export function rememberLanguage(language: Language, { signedOut }: { signedOut: boolean }): void {
  store(STORAGE_KEY, language);
  store(CHOSEN_SIGNED_OUT_KEY, signedOut ? '1' : null);
  shareWithServer(language);
}

/** The cookie the server reads (only ever for a language the user chose). */
export function shareWithServer(language: Language): void {
  if (typeof document === 'undefined') return; // plain Node (the unit tests, the prerender)
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from older Android browsers
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${A_YEAR_IN_SECONDS}; samesite=lax`;
}

/** True once after a choice made signed out (then forgotten). */
export function takeSignedOutFlag(): boolean {
  if (stored(CHOSEN_SIGNED_OUT_KEY) === null) return false;
  store(CHOSEN_SIGNED_OUT_KEY, null);
  return true;
}
