import { isLanguage, LANGUAGES, type Language } from '@chalan/core/languages';
import { useSyncExternalStore } from 'react';

export { isLanguage, LANGUAGES, type Language };

/**
 * Bangla mode shows Bangla digits (১২৩) unless the user keeps Latin ones (123). Kept in this browser;
 * the choice is read once and then lives in memory, so formatting never touches storage.
 */
const DIGITS_KEY = 'chalan.digits';
const LATIN = 'latin';

function savedLatinDigits(): boolean {
  try {
    return localStorage.getItem(DIGITS_KEY) === LATIN;
  } catch {
    return false; // plain Node (the web's unit tests) or storage refused
  }
}

let latin = savedLatinDigits();
const listeners = new Set<() => void>();

/** True when numbers keep Latin digits in Bangla mode. */
export function latinDigits(): boolean {
  return latin;
}

export function setLatinDigits(value: boolean): void {
  if (value === latin) return;
  latin = value;
  try {
    if (value) localStorage.setItem(DIGITS_KEY, LATIN);
    else localStorage.removeItem(DIGITS_KEY);
  } catch {
    // private mode: the choice lasts for this page only
  }
  for (const listener of listeners) listener();
}

/** Called after every change of the digits setting; returns the unsubscribe. */
export function onLatinDigitsChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The digits setting, re-rendering the component when it changes. */
export function useLatinDigits(): boolean {
  return useSyncExternalStore(onLatinDigitsChange, latinDigits, latinDigits);
}
