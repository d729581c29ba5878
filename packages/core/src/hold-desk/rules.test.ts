import { describe, expect, it } from 'vitest';
import { holdKind } from './kinds.ts';
import { holdActionRules, moneyAtRisk } from './rules.ts';

describe('holdKind', () => {
  it('sorts each courier’s steps onto the desk’s kinds', () => {
    expect(holdKind('steadfast', 'hold', 'hold')).toBe('hold');
    expect(holdKind('redx', 'hold', 'agent-hold')).toBe('hold');
    expect(holdKind('steadfast', 'cancelled_approval_pending', 'cancelled_approval_pending')).toBe('failed');
    expect(holdKind('pathao', 'cancelled', 'Delivery Failed')).toBe('failed');
    expect(holdKind('pathao', 'partial_delivered', 'partial-delivery')).toBe('partial');
    expect(holdKind('redx', 'cancelled', 'agent-returning')).toBe('returning');
    expect(holdKind('redx', 'cancelled', 'cancelled')).toBe('returning');
    expect(holdKind('pathao', 'cancelled', 'order.return-in-transit')).toBe('returning');
    expect(holdKind('redx', 'cancelled', 'returned')).toBe('returned');
    expect(holdKind('steadfast', 'cancelled', 'cancelled')).toBe('returned');
    expect(holdKind('pathao', 'cancelled', 'returned-to-merchant')).toBe('returned');
    for (const status of ['pending', 'delivered', 'in_review', 'unknown'] as const)
      expect(holdKind('steadfast', status, status)).toBeNull();
  });
});

describe('moneyAtRisk', () => {
  it('is the COD still to collect plus the charge a return costs', () => {
    expect(moneyAtRisk({ payable: 150_000, collected: null, charge: 6_000 })).toBe(156_000);
    expect(moneyAtRisk({ payable: 150_000, collected: 100_000, charge: 6_000 })).toBe(56_000);
    expect(moneyAtRisk({ payable: 0, collected: 500, charge: 12_000 })).toBe(12_000);
  });
});

describe('holdActionRules', () => {
  const base = {
    provider: 'steadfast',
    cancelState: null,
    otherCouriers: 1,
  };
  it('returns a held parcel through the API, or says where to ask', () => {
    expect(holdActionRules({ ...base, kind: 'hold', status: 'hold' })).toMatchObject({
      willTake: { open: true },
      return: { open: true },
      receivedBack: { open: false, reason: 'holdNotBackYet' },
      resend: { open: false, reason: 'holdNotBackYet' },
    });
    expect(holdActionRules({ ...base, provider: 'pathao', kind: 'hold', status: 'hold' }).return).toEqual({
      open: false,
      reason: 'holdReturnInPanel',
    });
    const asked = holdActionRules({ ...base, cancelState: 'requested', kind: 'hold', status: 'hold' });
    expect(asked.return.reason).toBe('holdReturnAsked');
    expect(asked.willTake.open).toBe(false);
  });
  it('opens received back and re-send once the courier reports it back, re-send only with another courier', () => {
    const back = holdActionRules({ ...base, kind: 'returned', status: 'cancelled' });
    expect(back).toMatchObject({
      willTake: { open: false },
      return: { open: false, reason: 'holdReturnNotNow' },
      receivedBack: { open: true },
      resend: { open: true },
    });
    expect(
      holdActionRules({ ...base, otherCouriers: 0, kind: 'returned', status: 'cancelled' }).resend.reason,
    ).toBe('holdNoOtherCourier');
    expect(
      holdActionRules({ ...base, kind: 'partial', status: 'partial_delivered' }).receivedBack.reason,
    ).toBe('holdPartialSettle');
  });
});
