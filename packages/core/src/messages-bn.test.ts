import { describe, expect, it } from 'vitest';
import { LATIN_ALLOWED as LATIN_WORDS, latinWords } from './latin-allowed.testkit.ts';
import { MESSAGES } from './messages.ts';
import { MESSAGES_BN } from './messages-bn.ts';

const LATIN_ALLOWED = new Set<string>(LATIN_WORDS);

const PLACEHOLDER = /{{\s*(\w+)\s*}}/g;
const placeholders = (text: string) => [...text.matchAll(PLACEHOLDER)].map((m) => m[1]).sort();

const english = Object.entries(MESSAGES);
const bangla = Object.entries(MESSAGES_BN);

describe('the Bangla server messages', () => {
  it('have exactly the English keys, each with a text', () => {
    expect(Object.keys(MESSAGES_BN).sort()).toEqual(Object.keys(MESSAGES).sort());
    expect(bangla.filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
  });

  it('fill in the same values as the English, as often', () => {
    const differing = english
      .filter(
        ([key, text]) =>
          placeholders(MESSAGES_BN[key as keyof typeof MESSAGES]).join() !== placeholders(text).join(),
      )
      .map(([key]) => key);
    expect(differing).toEqual([]);
  });

  it('use Latin letters only for the allowed brand names and abbreviations', () => {
    const untranslated = bangla.flatMap(([key, text]) =>
      latinWords(text)
        .filter((word) => !LATIN_ALLOWED.has(word))
        .map((word) => `${key}: ${word}`),
    );
    expect(untranslated).toEqual([]);
  });
});
