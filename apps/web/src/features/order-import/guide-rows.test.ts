import { importColumn } from '@chalan/core/order-import/columns';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { guideSheet } from './guide-rows.ts';

describe('the column guide to download', () => {
  it('says in Bangla what the screen says, the column names kept as the import reads them', () => {
    const sheet = guideSheet(i18n.fixedT('bn'));
    const bn = i18n.fixedT('bn');
    expect(sheet[0]).toEqual([
      bn('orderImport.guide.column'),
      bn('orderImport.guide.required'),
      bn('orderImport.guide.what'),
      bn('orderImport.guide.example'),
    ]);
    const phone = sheet.find((row) => row[0] === importColumn('phone').header);
    expect(phone?.[1]).toBe(bn('orderImport.guide.yes'));
    expect(phone?.[2]).toBe(bn('orderImport.guide.phone.what'));
    expect(phone?.[2]).toMatch(/[\u0980-\u09FF]/);
    expect(sheet.at(-1)?.[2]).toBe(bn('orderImport.guide.notes'));
  });

  it('is English on English screens', () => {
    const sheet = guideSheet(i18n.fixedT('en'));
    expect(sheet[0]).toEqual(['Column', 'Required', 'What to write', 'Example']);
  });
});
