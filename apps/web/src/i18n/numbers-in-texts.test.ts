import { afterEach, describe, expect, it } from 'vitest';
import { setLatinDigits } from './display.ts';
import { i18n } from './index.ts';
import { onTextsChange } from './texts-store.ts';

afterEach(() => {
  setLatinDigits(false);
  i18n.changeLanguage('en');
});

describe('numbers filled into texts', () => {
  it('are grouped, and written in Bangla digits in Bangla mode unless Latin ones are kept', () => {
    const range = () => i18n.t('table.range', { from: 1, to: 10, total: 123_456 });
    expect(range()).toBe('1–10 of 1,23,456');
    i18n.changeLanguage('bn');
    expect(range()).toBe('১,২৩,৪৫৬টির মধ্যে ১–১০');
    setLatinDigits(true);
    expect(range()).toBe('1,23,456টির মধ্যে 1–10');
  });

  it('tell the components to render again when the digits change', () => {
    let told = 0;
    const listener = () => {
      told += 1;
    };
    const stop = onTextsChange(listener);
    setLatinDigits(true);
    setLatinDigits(true);
    stop();
    expect(told).toBe(1);
  });

  it('leave text values (codes, amounts already written) as they are', () => {
    expect(i18n.t('transactions.openInvoice', { code: 'A1B2' })).toContain('A1B2');
  });
});
