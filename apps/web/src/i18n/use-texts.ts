import { useSyncExternalStore } from 'react';
import type { Language } from './display.ts';
import type { Translate } from './text-keys.ts';
import { onTextsChange, shownLanguage, t } from './texts-store.ts';

/*
 * `t` and the language for components: one store read each (tables draw some components hundreds of
 * times, measured by bench/web-render.ts), re-rendering when a text may read differently: the language,
 * the digits setting, texts that arrive late.
 */
let version = 0;
/** Texts already made, by key and values: a table drawn again asks for the same ones (cleared on change). */
const made = new Map<string, string>();
const MADE_AT_MOST = 5000;
onTextsChange(() => {
  version++;
  made.clear();
});

const snapshot = () => version;
/** A value given as undefined fills in as null does (nothing); one not given at all stays `{{name}}`. */
const given = (_: string, value: unknown) => (value === undefined ? null : value);
/** `t`, each text made once until the language, the digits or the texts change. */
export const madeText: Translate = (key, params) => {
  const id = JSON.stringify([key, params], given);
  const known = made.get(id);
  if (known !== undefined) return known;
  const text = t(key, params);
  if (made.size >= MADE_AT_MOST) made.clear();
  made.set(id, text);
  return text;
};

/** The app's `t`, re-rendering the component when what it returns may change. */
export function useTexts(): Translate {
  useSyncExternalStore(onTextsChange, snapshot, snapshot);
  return madeText;
}

/** A number that changes whenever the texts may read differently: for memoised things made of texts. */
export function useTextsVersion(): number {
  return useSyncExternalStore(onTextsChange, snapshot, snapshot);
}

/** The language the texts are in, re-rendering the component when it changes. */
export function useLanguage(): Language {
  useSyncExternalStore(onTextsChange, snapshot, snapshot);
  return shownLanguage();
}
