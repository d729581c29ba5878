import { afterEach, describe, expect, it } from 'vitest';
import { setLatinDigits } from './display.ts';
import { i18n } from './index.ts';
import { madeText } from './use-texts.ts';

afterEach(() => {
  setLatinDigits(false);
  i18n.changeLanguage('en');
});

describe('texts made once for tables drawn again', () => {
  it('follow a change of language and of digits, as i18n itself does', () => {
    const range = () => madeText('table.range', { from: 1, to: 10, total: 42 });
    expect(range()).toBe('1–10 of 42');
    expect(range()).toBe(i18n.t('table.range', { from: 1, to: 10, total: 42 }));
    i18n.changeLanguage('bn');
    expect(range()).toBe('৪২টির মধ্যে ১–১০');
    setLatinDigits(true);
    expect(range()).toBe('42টির মধ্যে 1–10');
  });

  it('tell apart the same text with other values', () => {
    expect(madeText('orderLists.viewOrder', { code: 'A1' })).toContain('A1');
    expect(madeText('orderLists.viewOrder', { code: 'B2' })).toContain('B2');
  });

  it('tell apart a value given as nothing from one not given (which shows as written)', () => {
    expect(madeText('app.logoAlt', { name: undefined })).toBe(' logo');
    expect(madeText('app.logoAlt', {})).toBe('{{name}} logo');
  });
});
