import { afterEach, describe, expect, it } from 'vitest';
import { setLatinDigits } from './display.ts';
import { i18n } from './index.ts';
import type { TextKey } from './text-keys.ts';
import { addTexts, onTextsChange } from './texts-store.ts';

afterEach(() => {
  setLatinDigits(false);
  i18n.changeLanguage('en');
});

/** Keys no text file has: texts added by a test, or asked for by a newer server. */
const unknown = (key: string) => key as TextKey;

describe('a text with values', () => {
  it('fills in each value by name', () => {
    expect(i18n.t('courierCancel.timeline.settled', { courier: 'Pathao', status: 'cancelled' })).toBe(
      'Pathao reported the parcel cancelled: cancel settled',
    );
    expect(i18n.t('app.logoAlt', { name: 'Chalan' })).toBe('Chalan logo');
  });

  it('keeps a value as it is, even one that looks like a placeholder', () => {
    expect(i18n.t('app.logoAlt', { name: '{{year}}' })).toBe('{{year}} logo');
  });

  it('shows a placeholder not given as written, and one given as empty as nothing', () => {
    expect(i18n.t('app.logoAlt')).toBe('{{name}} logo');
    expect(i18n.t('app.logoAlt', { name: undefined })).toBe(' logo');
  });

  it('writes a number named …Poisha as taka (other numbers: numbers-in-texts.test.ts)', () => {
    const balance = () =>
      i18n.t('messages.courierConnectedBalance', { courier: 'Steadfast', balancePoisha: 12_345_600 });
    expect(balance()).toBe('Connected to Steadfast: current balance ৳1,23,456');
    i18n.changeLanguage('bn');
    expect(balance()).toContain('৳১,২৩,৪৫৬');
  });
});

describe('a text that counts', () => {
  const leftOut = (count: number) => i18n.t('orderImport.actions.someLeftOut', { count });

  it('says one or many in English', () => {
    expect(leftOut(1)).toBe('1 row with errors will be left out. Download it, fix it and upload it again.');
    expect(leftOut(3)).toMatch(/^3 rows with errors will be left out/);
    expect(leftOut(0)).toMatch(/^0 rows/);
  });

  it('follows Bangla’s own rule: one for 0 and 1, the other form from 2', () => {
    i18n.changeLanguage('bn');
    expect(leftOut(1)).toContain('১টি সারি বাদ যাবে। সেটি');
    expect(leftOut(0)).toContain('০টি সারি বাদ যাবে। সেটি');
    expect(leftOut(2)).toContain('২টি সারি বাদ যাবে। সেগুলো');
  });
});

describe('a text Bangla lacks or no language has', () => {
  addTexts('en', {
    onlyInEnglish: { hello: 'Hello {{name}}', files_one: '{{count}} file', files_other: '{{count}} files' },
  });

  it('shows in English, with the numbers still in Bangla digits', () => {
    i18n.changeLanguage('bn');
    expect(i18n.t(unknown('onlyInEnglish.hello'), { name: 'Rahim' })).toBe('Hello Rahim');
    expect(i18n.t(unknown('onlyInEnglish.files'), { count: 2 })).toBe('২ files');
  });

  it('shows the Bangla once it arrives', () => {
    i18n.changeLanguage('bn');
    addTexts('bn', { onlyInEnglish: { hello: 'নমস্কার {{name}}' } });
    expect(i18n.t(unknown('onlyInEnglish.hello'), { name: 'Rahim' })).toBe('নমস্কার Rahim');
  });

  it('shows the default given, filled in, else the key itself', () => {
    expect(i18n.t(unknown('deliveryStatus.weighed_twice'), { defaultValue: 'weighed_twice' })).toBe(
      'weighed_twice',
    );
    expect(
      i18n.t(unknown('messages.fromANewerServer'), { defaultValue: 'Parcel {{parcel}}', parcel: 'P9' }),
    ).toBe('Parcel P9');
    expect(i18n.t(unknown('no.such.text'))).toBe('no.such.text');
    // A branch is not a text.
    expect(i18n.t(unknown('common'))).toBe('common');
  });
});

describe('texts in one language whatever the screen’s', () => {
  it('come in that language and its digits while the screen stays in the other', () => {
    const bn = i18n.fixedT('bn');
    expect(bn('common.cancel')).toBe('বাতিল করুন');
    expect(bn('table.range', { from: 1, to: 10, total: 42 })).toBe('৪২টির মধ্যে ১–১০');
    expect(i18n.t('common.cancel')).toBe('Cancel');
    i18n.changeLanguage('bn');
    expect(i18n.fixedT('en')('common.cancel')).toBe('Cancel');
  });
});

describe('what shows texts', () => {
  it('is told of another language, another digits setting and texts that arrive, once each', () => {
    let told = 0;
    const stop = onTextsChange(() => {
      told += 1;
    });
    i18n.changeLanguage('en');
    expect(told).toBe(0);
    i18n.changeLanguage('bn');
    expect(told).toBe(1);
    setLatinDigits(true);
    expect(told).toBe(2);
    addTexts('bn', { later: { text: 'পরে' } });
    expect(told).toBe(3);
    stop();
    i18n.changeLanguage('en');
    expect(told).toBe(3);
  });
});
