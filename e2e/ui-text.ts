import { test } from '@playwright/test';
import { bn } from '../apps/web/src/i18n/bn.ts';
import { en } from '../apps/web/src/i18n/en.ts';
import { formatMoney, formatNumber } from '../apps/web/src/lib/format.ts';
import { districtLabel, thanaLabel } from '../packages/core/src/locations/labels.ts';

/**
 * The journeys' words in the language they run in. A journey names what it clicks and reads by the
 * English text of the screen ("Save", "Actions for {{name}}"); in the `bangla` project the same journey
 * finds the Bangla text of that key. The English must be a text of the app exactly, so a journey cannot
 * drift from the screens, and one that several keys share with different Bangla asks for `uiKey`.
 */
export type JourneyLanguage = 'en' | 'bn';

/** The project's language (`metadata.language` in playwright.config.ts); English unless it says Bangla. */
export function journeyLanguage(): JourneyLanguage {
  return test.info().project.metadata?.language === 'bn' ? 'bn' : 'en';
}

type Tree = { [key: string]: string | Tree };
type Values = Record<string, string | number>;

function flatten(tree: Tree, prefix = '', into = new Map<string, string>()): Map<string, string> {
  for (const [name, value] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${name}` : name;
    if (typeof value === 'string') into.set(key, value);
    else flatten(value, key, into);
  }
  return into;
}

const TEXTS = { en: flatten(en as unknown as Tree), bn: flatten(bn as unknown as Tree) };
const PLURAL = /_(zero|one|two|few|many|other)$/;

/** The keys whose English is `english`, plural forms folded into their base key. */
function keysOf(english: string): string[] {
  const keys = [...TEXTS.en].filter(([, text]) => text === english).map(([key]) => key);
  return [...new Set(keys.map((key) => key.replace(PLURAL, '')))];
}

/** A key's text in `language`; a plural key takes the form `count` asks for in that language. */
function textOf(key: string, language: JourneyLanguage, count: unknown): string {
  const texts = TEXTS[language];
  const single = texts.get(key);
  if (single !== undefined) return single;
  const form = typeof count === 'number' ? new Intl.PluralRules(language).select(count) : 'other';
  const plural = texts.get(`${key}_${form}`) ?? texts.get(`${key}_other`);
  if (plural === undefined) throw new Error(`No ${language} text ${key}`);
  return plural;
}

/** `{{name}}`s filled as the app fills them: numbers in the language's digits, strings as they are. */
function fill(text: string, values: Values, language: JourneyLanguage): string {
  return text.replace(/{{\s*(\w+)\s*}}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? num(value, language) : value;
  });
}

/** The text of `key` in the journey's language (or `language`), its values filled in. */
export function uiKey(key: string, values: Values = {}, language = journeyLanguage()): string {
  return fill(textOf(key, language, values.count), values, language);
}

/** What the screen says where the English app says `english` (a text of the app, `{{values}}` unfilled). */
export function ui(english: string, values: Values = {}): string {
  const keys = keysOf(english);
  if (keys.length === 0) throw new Error(`"${english}" is no English text of the app`);
  const language = journeyLanguage();
  const texts = new Set(keys.map((key) => textOf(key, language, values.count)));
  if (texts.size > 1)
    throw new Error(`"${english}" reads differently in ${language} under ${keys.join(', ')}: use uiKey`);
  return fill([...texts][0]!, values, language);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `ui(english)` as a pattern: found inside a longer name, or (`start`) at its beginning. */
export function uiPattern(english: string, values: Values = {}, { start = false } = {}): RegExp {
  return new RegExp(`${start ? '^' : ''}${escapeRegExp(ui(english, values))}`);
}

/** A count as the journey's screens write it ("1,250" / "১,২৫০"). */
export function num(value: number, language = journeyLanguage()): string {
  return formatNumber(value, { language, latinDigits: false });
}

/** Poisha as the journey's screens write taka ("৳3,285" / "৳৩,২৮৫"). */
export function taka(poisha: number, language = journeyLanguage()): string {
  return formatMoney(poisha, { language, latinDigits: false });
}

/** A district's option in a place picker (Bangla mode shows the Bangla name first: "ঢাকা (Dhaka)"). */
export const district = (name: string): string => districtLabel(name, journeyLanguage());

/** A thana's option in a place picker, for a thana of `districtName`. */
export const thana = (districtName: string, name: string): string =>
  thanaLabel(districtName, name, journeyLanguage());

/** `ui(english)` with some `{{values}}` standing for patterns (`{ code: '[A-Z0-9]{8}' }`), as a RegExp. */
export function uiMatching(english: string, patterns: Record<string, string>): RegExp {
  // Marks no text of the app contains, swapped for the patterns once the rest is escaped.
  const marks = Object.fromEntries(Object.keys(patterns).map((name) => [name, `⟦${name}⟧`]));
  const text = escapeRegExp(ui(english, marks));
  return new RegExp(text.replace(/⟦(\w+)⟧/g, (_, name: string) => patterns[name]!));
}

/** A pattern for a name that starts with `text` (an option followed by more, a row). */
export const startingWith = (text: string): RegExp => new RegExp(`^${escapeRegExp(text)}`);
