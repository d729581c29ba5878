import { describe, expect, it } from 'vitest';
import { receivedInstant, resolvePeriod } from './period.ts';

const utc = (iso: string) => new Date(iso);

describe('Transactions periods in Dhaka days', () => {
  it('fills a missing end of the period', () => {
    const now = utc('2024-03-20T10:00:00Z');
    expect(resolvePeriod({}, now)).toEqual({ from: '2024-03-01', to: '2024-03-31' });
    expect(resolvePeriod({ from: '2024-01-15' }, now)).toEqual({ from: '2024-01-15', to: '2024-03-20' });
    expect(resolvePeriod({ from: '2024-04-02' }, now)).toEqual({ from: '2024-04-02', to: '2024-04-02' });
    expect(resolvePeriod({ to: '2024-02-10' }, now)).toEqual({ from: '2024-02-01', to: '2024-02-10' });
    expect(resolvePeriod({ from: '2024-02-03', to: '2024-02-05' }, now)).toEqual({
      from: '2024-02-03',
      to: '2024-02-05',
    });
  });

  it('records a mark for today at the moment it is made, and a back-dated one at its Dhaka day’s start', () => {
    // 5 March 01:30 in Dhaka is still 4 March in UTC.
    const now = utc('2024-03-04T19:30:00Z');
    expect(receivedInstant('2024-03-05', now)).toBe(now);
    expect(receivedInstant('2024-03-04', now)).toEqual(utc('2024-03-03T18:00:00Z'));
  });
});
