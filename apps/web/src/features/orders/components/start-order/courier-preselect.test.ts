import { describe, expect, it } from 'vitest';
import { type PreselectState, preselection } from './courier-preselect.ts';

const STEADFAST = 'c-steadfast';
const PATHAO = 'c-pathao';

/** A customer in Dhaka just chosen; the last used courier (Steadfast) is in the form. */
const state = (over: Partial<PreselectState> = {}): PreselectState => ({
  district: 'Dhaka',
  pickedByHand: false,
  decidedFor: null,
  courierId: STEADFAST,
  activeIds: [STEADFAST, PATHAO],
  ...over,
});

describe('preselection (Start Order chooses the suggested courier)', () => {
  it('chooses the suggestion once the district is known, and records the district as decided', () => {
    expect(preselection(state(), { district: 'Dhaka', suggestedCourierId: PATHAO })).toEqual({
      decidedFor: 'Dhaka',
      courierId: PATHAO,
    });
  });

  it('decides the district without changing anything when the suggestion is already chosen', () => {
    expect(preselection(state(), { district: 'Dhaka', suggestedCourierId: STEADFAST })).toEqual({
      decidedFor: 'Dhaka',
      courierId: null,
    });
  });

  it('never overrides a courier the user picked by hand', () => {
    expect(
      preselection(state({ pickedByHand: true }), { district: 'Dhaka', suggestedCourierId: PATHAO }),
    ).toBeNull();
  });

  it('decides each district once: a later answer (another weight or COD) does not move the courier again', () => {
    expect(
      preselection(state({ decidedFor: 'Dhaka' }), { district: 'Dhaka', suggestedCourierId: PATHAO }),
    ).toBeNull();
  });

  it('decides again when the customer (hence the district) changes', () => {
    const moved = state({ district: 'Chattogram', decidedFor: 'Dhaka' });
    expect(preselection(moved, { district: 'Chattogram', suggestedCourierId: PATHAO })).toEqual({
      decidedFor: 'Chattogram',
      courierId: PATHAO,
    });
  });

  it('ignores an answer for another district than the customer’s now (a late one), or with no customer', () => {
    const reply = { district: 'Dhaka', suggestedCourierId: PATHAO };
    expect(preselection(state({ district: 'Sylhet' }), reply)).toBeNull();
    expect(preselection(state({ district: null }), reply)).toBeNull();
    expect(preselection(state(), undefined)).toBeNull();
  });

  it('chooses nothing that the select does not offer, and nothing when there is no suggestion', () => {
    expect(preselection(state(), { district: 'Dhaka', suggestedCourierId: 'c-switched-off' })).toEqual({
      decidedFor: 'Dhaka',
      courierId: null,
    });
    expect(preselection(state({ courierId: null }), { district: 'Dhaka', suggestedCourierId: null })).toEqual(
      { decidedFor: 'Dhaka', courierId: null },
    );
  });

  it('fills an empty courier (no last used one) with the suggestion', () => {
    expect(
      preselection(state({ courierId: null }), { district: 'Dhaka', suggestedCourierId: STEADFAST }),
    ).toEqual({ decidedFor: 'Dhaka', courierId: STEADFAST });
  });
});
