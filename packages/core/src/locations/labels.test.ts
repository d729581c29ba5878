import { describe, expect, it } from 'vitest';
import { DISTRICTS } from './index.ts';
import {
  districtLabel,
  districtOptions,
  placeLabel,
  storeAreaOptions,
  storeDistrictLabel,
  storeDistrictOptions,
  thanaLabel,
  thanaOptions,
} from './labels.ts';

describe('place labels', () => {
  it('are the English name in English, the Bangla with the English in brackets in Bangla', () => {
    expect(districtLabel('Dhaka', 'en')).toBe('Dhaka');
    expect(districtLabel('Dhaka', 'bn')).toBe('ঢাকা (Dhaka)');
    expect(thanaLabel('Dhaka', 'Mirpur', 'en')).toBe('Mirpur');
    expect(thanaLabel('Dhaka', 'Mirpur', 'bn')).toBe('মিরপুর (Mirpur)');
    expect(thanaLabel('Chattogram', 'Hathazari', 'bn')).toBe('হাটহাজারী (Hathazari)');
  });

  it('stay English for a place without a Bangla name', () => {
    expect(placeLabel('Nowhere', undefined, 'bn')).toBe('Nowhere');
    expect(placeLabel('Nowhere', '', 'bn')).toBe('Nowhere');
    expect(districtLabel('Atlantis', 'bn')).toBe('Atlantis');
    expect(thanaLabel('Dhaka', 'Atlantis', 'bn')).toBe('Atlantis');
  });

  it("name a thana in its own district's Bangla where two districts spell it apart", () => {
    expect(thanaLabel('Dhaka', 'Mohammadpur', 'bn')).toBe('মোহাম্মদপুর (Mohammadpur)');
    expect(thanaLabel('Magura', 'Mohammadpur', 'bn')).toBe('মহম্মদপুর (Mohammadpur)');
  });

  it("word the store form's eight districts in the Bangla of the district each names", () => {
    expect(storeDistrictLabel('Chittagong', 'bn')).toBe('চট্টগ্রাম (Chittagong)');
    expect(storeDistrictLabel('Barishal', 'bn')).toBe('বরিশাল (Barishal)');
    expect(storeDistrictLabel('Chittagong', 'en')).toBe('Chittagong');
    expect(storeDistrictOptions('bn').map((o) => o.value)).toEqual(
      storeDistrictOptions('en').map((o) => o.label),
    );
    expect(storeAreaOptions('Chittagong', 'bn')).toContainEqual({
      value: 'Hathazari',
      label: 'হাটহাজারী (Hathazari)',
    });
    expect(storeAreaOptions('Nowhere', 'bn')).toEqual([]);
    expect(storeDistrictOptions('bn').every((o) => /^[\u0980-\u09FF ]+ \([A-Za-z]+\)$/.test(o.label))).toBe(
      true,
    );
  });
});

describe('place options', () => {
  it('keep the English name as the value in both languages', () => {
    const values = (options: { value: string }[]) => options.map((o) => o.value).sort();
    expect(values(districtOptions('bn'))).toEqual(values(districtOptions('en')));
    expect(values(districtOptions('bn'))).toEqual(DISTRICTS.map((d) => d.district).sort());
    expect(districtOptions('bn')).toContainEqual({ value: 'Dhaka', label: 'ঢাকা (Dhaka)' });
    expect(thanaOptions('Dhaka', 'bn')).toContainEqual({ value: 'Mirpur', label: 'মিরপুর (Mirpur)' });
  });

  it('come in the order of the names the user reads', () => {
    expect(
      districtOptions('en')
        .slice(0, 2)
        .map((o) => o.label),
    ).toEqual(['Bagerhat', 'Bandarban']);
    const bangla = districtOptions('bn').map((o) => o.label);
    expect(bangla.indexOf('খুলনা (Khulna)')).toBeLessThan(bangla.indexOf('ঢাকা (Dhaka)'));
    expect(bangla.indexOf('ঢাকা (Dhaka)')).toBeLessThan(bangla.indexOf('বরিশাল (Barisal)'));
  });

  it('have no thanas for no district or an unknown one', () => {
    expect(thanaOptions(null, 'bn')).toEqual([]);
    expect(thanaOptions('Atlantis', 'en')).toEqual([]);
  });
});
