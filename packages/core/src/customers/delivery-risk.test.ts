import { describe, expect, it } from 'vitest';
import { deliveryRisk, returnRate, riskForRate } from './delivery-risk.ts';

const own = (delivered: number, returned: number, cancelled = 0) => ({
  total: delivered + returned + cancelled,
  delivered,
  returned,
  cancelled,
});
const steadfast = (delivered: number, cancelled: number, fraudReports = 0) => ({
  name: 'Steadfast',
  totalParcels: delivered + cancelled,
  delivered,
  cancelled,
  fraudReports,
  checkedAt: '2026-11-21T00:00:00.000Z',
});

describe('delivery risk', () => {
  it('calls a phone with no delivered or failed parcel a new customer, not safe', () => {
    expect(deliveryRisk(own(0, 0, 2), null)).toEqual({
      risk: 'new',
      reasons: [{ key: 'riskNewCustomer', params: {} }],
    });
    expect(deliveryRisk(own(0, 0), steadfast(0, 0)).risk).toBe('new');
  });

  it('is safe, medium or high by the share of parcels that came back, ours and the courier’s together', () => {
    expect(deliveryRisk(own(9, 1), null).risk).toBe('safe');
    expect(deliveryRisk(own(4, 1), null).risk).toBe('medium');
    expect(deliveryRisk(own(1, 1), null).risk).toBe('high');
    expect(deliveryRisk(own(3, 0), steadfast(2, 5)).risk).toBe('high');
  });

  it('gives its reasons with the figures', () => {
    expect(deliveryRisk(own(3, 1), steadfast(10, 0, 2)).reasons).toEqual([
      { key: 'riskOwnRecord', params: { delivered: 3, returned: 1 } },
      { key: 'riskCourierRecord', params: { courier: 'Steadfast', delivered: 10, cancelled: 0 } },
      { key: 'riskFraudReports', params: { courier: 'Steadfast', count: 2 } },
    ]);
  });

  it('is at least medium when the courier has fraud reports for the phone', () => {
    expect(deliveryRisk(own(5, 0), steadfast(20, 0, 1)).risk).toBe('medium');
    expect(deliveryRisk(own(0, 0), steadfast(0, 0, 1)).risk).toBe('medium');
  });

  it('turns a share of returns into a level at 20% (medium) and 50% (high)', () => {
    expect(riskForRate(0)).toBe('safe');
    expect(riskForRate(0.19)).toBe('safe');
    expect(riskForRate(0.2)).toBe('medium');
    expect(riskForRate(0.3)).toBe('medium');
    expect(riskForRate(0.5)).toBe('high');
    expect(riskForRate(1)).toBe('high');
  });

  it('counts the return rate over finished orders only, none while nothing finished', () => {
    expect(returnRate({ delivered: 2, returned: 1 })).toBeCloseTo(1 / 3, 10);
    expect(returnRate({ delivered: 0, returned: 3 })).toBe(1);
    expect(returnRate({ delivered: 0, returned: 0 })).toBeNull();
  });
});
