import type { CourierChoiceReply, CourierOption } from '@chalan/core/couriers/choice';
import { MIN_PARCELS_FOR_RATE } from '@chalan/core/couriers/choice';
import { describe, expect, it } from 'vitest';
import { choiceParams, rateSummary, shownOptions } from './courier-choice-values.ts';

const option = (over: Partial<CourierOption> = {}): CourierOption => ({
  courierId: 'c-1',
  name: 'Steadfast',
  provider: 'steadfast',
  finalParcels: 0,
  deliveredParcels: 0,
  deliveryRate: null,
  chargePoisha: 6_000,
  chargeSource: 'rate_card',
  ...over,
});

const reply = (over: Partial<CourierChoiceReply> = {}): CourierChoiceReply => ({
  district: 'Dhaka',
  rule: 'cheapest',
  suggestedCourierId: 'c-2',
  suggestedBy: 'cheapest',
  options: [option(), option({ courierId: 'c-2', name: 'Pathao', provider: 'pathao' })],
  ...over,
});

describe('choiceParams (what the courier choice is asked)', () => {
  it('asks nothing until the district is one of the 64', () => {
    expect(choiceParams(null, null, 500, 0)).toBeNull();
    expect(choiceParams('', 'Mirpur', 500, 0)).toBeNull();
    expect(choiceParams('Atlantis', null, 500, 0)).toBeNull();
  });

  it('sends the district as the list names it, the thana trimmed, and the parcel as it is', () => {
    expect(choiceParams('dhaka', ' Mirpur ', 1_200, 150_000)).toEqual({
      district: 'Dhaka',
      thana: 'Mirpur',
      weightGrams: 1_200,
      codPoisha: 150_000,
    });
  });

  it('asks for half a kilo with no weight yet, and keeps the weight within what the API takes', () => {
    expect(choiceParams('Dhaka', null, undefined, 0)?.weightGrams).toBe(500);
    expect(choiceParams('Dhaka', null, 0, 0)?.weightGrams).toBe(500);
    expect(choiceParams('Dhaka', null, 250_000, 0)?.weightGrams).toBe(100_000);
    expect(choiceParams('Dhaka', null, 500, -10)?.codPoisha).toBe(0);
  });
});

describe('rateSummary (how a courier’s delivery rate reads)', () => {
  it('says there are no parcels yet when none ended there', () => {
    expect(rateSummary(option())).toEqual({ kind: 'none' });
  });

  it('gives the rate over the final parcels, marked few below the minimum', () => {
    expect(rateSummary(option({ finalParcels: 48, deliveredParcels: 44, deliveryRate: 92 }))).toEqual({
      kind: 'rate',
      rate: 92,
      parcels: 48,
      delivered: 44,
      few: false,
    });
    const few = rateSummary(
      option({ finalParcels: MIN_PARCELS_FOR_RATE - 1, deliveredParcels: 2, deliveryRate: 50 }),
    );
    expect(few).toMatchObject({ kind: 'rate', few: true });
    const enough = rateSummary(
      option({ finalParcels: MIN_PARCELS_FOR_RATE, deliveredParcels: 5, deliveryRate: 100 }),
    );
    expect(enough).toMatchObject({ few: false });
  });
});

describe('shownOptions', () => {
  it('puts the suggested courier first and keeps the rest in the server’s order', () => {
    const three = [option(), option({ courierId: 'c-2' }), option({ courierId: 'c-3' })];
    expect(
      shownOptions(reply({ options: three, suggestedCourierId: 'c-3' })).map((o) => o.courierId),
    ).toEqual(['c-3', 'c-1', 'c-2']);
    expect(shownOptions(reply({ options: three, suggestedCourierId: null })).map((o) => o.courierId)).toEqual(
      ['c-1', 'c-2', 'c-3'],
    );
  });
});
