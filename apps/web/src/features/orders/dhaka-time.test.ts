import { describe, expect, it } from 'vitest';
import { dhakaTime } from './dhaka-time.ts';

describe('dhakaTime (an order time on the seller clock)', () => {
  it('shows the time in Dhaka whatever the browser time zone', () => {
    expect(dhakaTime('2024-03-05T09:07:00.000Z')).toBe('Mar 5, 2024 3:07pm');
    expect(dhakaTime('2024-07-14T20:45:00Z')).toBe('Jul 15, 2024 2:45am');
  });

  it('shows a dash, or the text asked for, when there is no valid time', () => {
    expect(dhakaTime(null)).toBe('—');
    expect(dhakaTime(undefined)).toBe('—');
    expect(dhakaTime('')).toBe('—');
    expect(dhakaTime('yesterday-ish')).toBe('—');
    expect(dhakaTime(null, 'Not sent yet')).toBe('Not sent yet');
  });
});
