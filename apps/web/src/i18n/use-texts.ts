import { useSyncExternalStore } from 'react';
import { asLanguage, type Language } from './display.ts';
import { i18n } from './index.ts';

/*
 * `t` and the language for components drawn many times on a screen (table cells, row menus).
 * react-i18next's useTranslation costs a wrapper and an event binding per component, which a table of
 * 100 rows pays several hundred times (measured by bench/web-render.ts); these are one store read each,
 * re-rendering on the same changes: the language, the digits setting, texts that arrive late.
 */
let version = 0;
const listeners = new Set<() => void>();
/** Texts already made, by key and values: a table drawn again asks for the same ones (cleared on change). */
const made = new Map<string, unknown>();
const MADE_AT_MOST = 5000;
function changed() {
  version++;
  made.clear();
  for (const listener of listeners) listener();
}
i18n.on('languageChanged', changed);
i18n.on('digitsChanged', changed);
i18n.store.on('added', changed);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const snapshot = () => version;
/** i18n's `t`, each text made once until the language, the digits or the texts change. */
export const madeText = ((key: unknown, options?: unknown) => {
  const id = JSON.stringify([key, options]);
  if (made.has(id)) return made.get(id);
  const text = (i18n.t as (key: unknown, options?: unknown) => unknown)(key, options);
  if (made.size >= MADE_AT_MOST) made.clear();
  made.set(id, text);
  return text;
}) as typeof i18n.t;

/** The app's `t`, re-rendering the component when what it returns may change. */
export function useTexts(): typeof i18n.t {
  useSyncExternalStore(subscribe, snapshot, snapshot);
  return madeText;
}

/** A number that changes whenever the texts may read differently: for memoised things made of texts. */
export function useTextsVersion(): number {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** The language the texts are in, re-rendering the component when it changes. */
export function useLanguage(): Language {
  useSyncExternalStore(subscribe, snapshot, snapshot);
  return asLanguage(i18n.language);
}
