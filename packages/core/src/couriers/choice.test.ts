import { describe, expect, it } from 'vitest';
import { type CourierOption, courierChoiceSettingsSchema, suggestCourier } from './choice.ts';

const option = (
  courierId: string,
  chargePoisha: number,
  finalParcels: number,
  delivered: number,
): CourierOption => ({
  courierId,
  name: courierId,
  provider: 'none',
  finalParcels,
  deliveredParcels: delivered,
  deliveryRate: finalParcels ? Math.round((delivered * 100) / finalParcels) : null,
  chargePoisha,
  chargeSource: 'rate_card',
});

// A: cheap, delivers 60% of 10. B: dear, 90% of 10. C: cheapest, 100% of 2 (too few to rank).
const options = [option('A', 6_000, 10, 6), option('B', 9_000, 10, 9), option('C', 5_000, 2, 2)];

describe('suggestCourier', () => {
  it('cheapest: the lowest charge, whatever its rate', () => {
    expect(suggestCourier(options, 'cheapest', {})?.courierId).toBe('C');
  });

  it('best rate: ranks only rates on enough parcels', () => {
    expect(suggestCourier(options, 'best_rate', {})?.courierId).toBe('B');
    // With no rate worth ranking, the cheapest.
    expect(
      suggestCourier([option('A', 6_000, 1, 1), option('C', 5_000, 0, 0)], 'best_rate', {})?.courierId,
    ).toBe('C');
  });

  it('a fixed courier for the district, else the cheapest; the last used while it is offered', () => {
    expect(suggestCourier(options, 'by_district', { fixedCourierId: 'A' })?.courierId).toBe('A');
    expect(suggestCourier(options, 'by_district', { fixedCourierId: 'gone' })).toEqual({
      courierId: 'C',
      by: 'cheapest',
    });
    expect(suggestCourier(options, 'last_used', { lastCourierId: 'B' })?.courierId).toBe('B');
    expect(suggestCourier(options, 'last_used', { lastCourierId: null })?.courierId).toBe('C');
  });

  it('the same charge: the better rate first', () => {
    expect(
      suggestCourier([option('A', 6_000, 10, 5), option('B', 6_000, 10, 8)], 'cheapest', {})?.courierId,
    ).toBe('B');
  });

  it('nothing to pick from', () => {
    expect(suggestCourier([], 'cheapest', {})).toBeNull();
  });
});

describe('courierChoiceSettingsSchema', () => {
  const courierId = '0190a5b2-7c1e-7000-8000-000000000001';
  it('names districts the way the locations do, in English or Bangla, once each', () => {
    expect(
      courierChoiceSettingsSchema.parse({ rule: 'by_district', districts: [{ district: 'ঢাকা', courierId }] }),
    ).toEqual({ rule: 'by_district', districts: [{ district: 'Dhaka', courierId }] });
    const twice = courierChoiceSettingsSchema.safeParse({
      rule: 'by_district',
      districts: [
        { district: 'Dhaka', courierId },
        { district: 'dhaka', courierId },
      ],
    });
    expect(twice.success).toBe(false);
  });
});
