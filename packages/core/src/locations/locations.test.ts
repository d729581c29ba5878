import { describe, expect, it } from 'vitest';
import { DISTRICTS, findDistrict, isDhaka, STORE_DISTRICTS, thanasOf } from './index.ts';

describe('Bangladesh locations', () => {
  it('has the 64 districts with their thanas', () => {
    expect(DISTRICTS).toHaveLength(64);
    for (const d of DISTRICTS) expect(d.thanas.length, d.district).toBeGreaterThan(0);
    const most = [...DISTRICTS].sort((a, b) => b.thanas.length - a.thanas.length)[0];
    expect(most?.district).toBe('Dhaka');
  });

  it('finds a district by its English or Bangla name', () => {
    expect(findDistrict('dhaka')?.district).toBe('Dhaka');
    expect(findDistrict('ঢাকা')?.district).toBe('Dhaka');
    expect(thanasOf('Nowhere')).toEqual([]);
    expect(isDhaka(' Dhaka ')).toBe(true);
    expect(isDhaka('Gazipur')).toBe(false);
  });

  it('maps each of the eight store district options to a district of the list', () => {
    expect(STORE_DISTRICTS).toHaveLength(8);
    for (const option of STORE_DISTRICTS)
      expect(thanasOf(option.district).length, option.label).toBeGreaterThan(0);
  });
});
