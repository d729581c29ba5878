import { isPoishaParam } from '@chalan/core/messages';
import { formatMoney, formatNumber } from '../lib/format.ts';
import { type Language, latinDigits, onLatinDigitsChange } from './display.ts';
import type { TextKey, TextParams, Translate } from './text-keys.ts';

/*
 * The app's texts by language and the language shown: what i18next did for us, cut to what we use
 * (docs/decisions/0011-own-texts.md). Texts arrive in parts; a key missing in Bangla shows the English;
 * `{{name}}` is filled in; a key with `count` picks `key_one`, `key_other` … by the language's plural rules.
 */

type Tree = { [key: string]: string | Tree };
const texts: Record<Language, Tree> = { en: {}, bn: {} };
let shown: Language = 'en';

const listeners = new Set<() => void>();
function changed(): void {
  for (const listener of listeners) listener();
}

/** Called whenever a text may read differently: another language, the digits setting, texts arrived. */
export function onTextsChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
onLatinDigitsChange(changed);

/**
 * `part` copied into the tree (parts may share a branch), a later text replacing an earlier one. Copied,
 * not linked: the modules' own objects are never changed by a later part.
 */
function merge(into: Tree, part: Tree): void {
  for (const [key, value] of Object.entries(part)) {
    if (typeof value === 'string') {
      into[key] = value;
      continue;
    }
    const there = into[key];
    const branch = typeof there === 'object' ? there : {};
    into[key] = branch;
    merge(branch, value);
  }
}

/** Adds a part of `language`'s texts: what shows them renders again. */
export function addTexts(language: Language, part: object): void {
  merge(texts[language], part as Tree);
  changed();
}

export const shownLanguage = (): Language => shown;

/** Shows the texts in `language` from now on (they are fetched before: index.ts). */
export function showLanguage(language: Language): void {
  if (language === shown) return;
  shown = language;
  changed();
}

function find(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const step of key.split('.')) {
    if (typeof node !== 'object' || !Object.hasOwn(node, step)) return undefined;
    node = node[step];
  }
  return typeof node === 'string' ? node : undefined;
}

const pluralRules = new Map<Language, Intl.PluralRules>();
function pluralOf(language: Language, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

/** The text of `key` in `language`: its plural form for `count` first, as i18next looked them up. */
function textIn(language: Language, key: string, count: number | undefined): string | undefined {
  const plural =
    count === undefined ? undefined : find(texts[language], `${key}_${pluralOf(language, count)}`);
  return plural ?? find(texts[language], key);
}

/**
 * Every number a text fills in ({{count}}, {{total}} …) is written by lib/format, in the text's
 * language and the user's digits, so texts need no `, number` and a caller passes the number itself
 * (plurals need it). A number named `…Poisha` (a server message's `amountPoisha`) is an amount, written
 * as taka. Strings (codes, names, amounts already formatted) pass as they are.
 */
function valueText(name: string, value: string | number | null, language: Language): string {
  if (typeof value !== 'number') return value ?? '';
  const style = { language, latinDigits: latinDigits() };
  return isPoishaParam(name) ? formatMoney(value, style) : formatNumber(value, style);
}

/**
 * `{{name}}` filled in from `params` in one pass (a value's own braces stay as they are). A name not
 * given at all stays as written, so a missing value shows rather than vanishing; one given as undefined
 * is left out.
 */
function fill(text: string, params: TextParams, language: Language): string {
  return text.replace(/{{(.+?)}}/g, (written, name: string) => {
    const key = name.trim();
    if (!Object.hasOwn(params, key)) return written;
    return valueText(key, params[key] ?? null, language);
  });
}

/** The text of `key` in `language`, English when Bangla lacks it; else `defaultValue`, else the key. */
export function textOf(language: Language, key: TextKey, params: TextParams = {}): string {
  // As i18next: anything but a string or nothing picks a plural (a null count reads as 0).
  const count =
    params.count === undefined || typeof params.count === 'string' ? undefined : Number(params.count);
  const text =
    textIn(language, key, count) ??
    (language === 'en' ? undefined : textIn('en', key, count)) ??
    params.defaultValue ??
    key;
  return fill(text, params, language);
}

/** `t` in the language shown at the time of the call. */
export const t: Translate = (key, params) => textOf(shown, key, params);

/** `t` always in `language` (a download's column names in a chosen language). */
export const fixedT =
  (language: Language): Translate =>
  (key, params) =>
    textOf(language, key, params);
