import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codState, matchConsignment, payoutMarksReceived } from './cod.ts';

describe('COD state of a completed order', () => {
  it('is received once marked, pending while the courier owes the payable, prepaid when nothing is owed', () => {
    expect(codState({ codReceivedAt: '2024-03-05T10:00:00Z', payable: 151_000 })).toBe('received');
    expect(codState({ codReceivedAt: new Date(), payable: 0 })).toBe('received');
    expect(codState({ codReceivedAt: null, payable: 151_000 })).toBe('pending');
    expect(codState({ codReceivedAt: null, payable: 0 })).toBe('prepaid');
  });
});

describe('a payout’s parcel against its order', () => {
  it('matches when the courier collected the payable', () => {
    expect(matchConsignment({ status: 'delivered', codAmount: 151_000 }, { payable: 151_000 })).toEqual({
      collected: 151_000,
      expected: 151_000,
      match: 'matched',
    });
  });

  it('flags a partial delivery or any other amount as differing, with both amounts', () => {
    expect(
      matchConsignment({ status: 'partial_delivered', codAmount: 100_000 }, { payable: 151_000 }),
    ).toEqual({ collected: 100_000, expected: 151_000, match: 'differs' });
    expect(matchConsignment({ status: 'delivered', codAmount: 151_050 }, { payable: 151_000 }).match).toBe(
      'differs',
    );
  });

  it('expects nothing from a parcel that came back, whatever cod_amount it still carries', () => {
    expect(matchConsignment({ status: 'Cancelled', codAmount: 151_000 }, { payable: 151_000 })).toEqual({
      collected: 0,
      expected: 0,
      match: 'matched',
    });
  });

  it('calls a parcel whose invoice is no order of the seller unmatched', () => {
    expect(matchConsignment({ status: 'delivered', codAmount: 5_000 }, null)).toEqual({
      collected: 5_000,
      expected: null,
      match: 'unmatched',
    });
  });

  it('matches exactly when the amounts are equal, for any amounts', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.nat(10_000_000), (paid, payable) => {
        const { match } = matchConsignment({ status: 'delivered', codAmount: paid }, { payable });
        expect(match).toBe(paid === payable ? 'matched' : 'differs');
      }),
    );
  });
});

describe('which payout parcels mark an order received', () => {
  const completed = { status: 'completed' as const, codReceivedAt: null };
  it('marks a completed order not yet received, for a delivered parcel', () => {
    expect(payoutMarksReceived({ status: 'delivered' }, completed)).toBe(true);
    expect(payoutMarksReceived({ status: 'partial_delivered' }, completed)).toBe(true);
  });

  it('leaves an order already received, one not completed, and a parcel that came back', () => {
    expect(payoutMarksReceived({ status: 'delivered' }, { ...completed, codReceivedAt: new Date() })).toBe(
      false,
    );
    expect(payoutMarksReceived({ status: 'delivered' }, { ...completed, status: 'ready' })).toBe(false);
    expect(payoutMarksReceived({ status: 'delivered' }, { ...completed, status: 'returned' })).toBe(false);
    expect(payoutMarksReceived({ status: 'cancelled' }, completed)).toBe(false);
  });
});
