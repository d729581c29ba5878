import { describe, expect, it } from 'vitest';
import type { TrackingView } from './tracking.service.ts';
import { stepTime, trackingPage } from './tracking-page.ts';

const NOW = new Date('2026-03-05T12:00:00Z');

const view = (over: Partial<TrackingView> = {}): TrackingView => ({
  seller: { name: 'Jamdani Ghar', logoUrl: null },
  code: 'K7M9QXA2',
  items: [{ name: 'Cotton Saree', qty: 12 }],
  payable: 151_100,
  courier: 'RedX',
  status: 'pending',
  history: [],
  ...over,
});

describe('the tracking page’s words', () => {
  it('writes a time as the app does, in Dhaka: Bangla digits and the part of the day first', () => {
    // 09:07 UTC is 3:07 in the afternoon in Dhaka.
    expect(stepTime(new Date('2026-03-05T09:07:00Z'), 'bn', NOW)).toBe('৫ মার্চ, দুপুর ৩:০৭');
    expect(stepTime(new Date('2026-03-05T17:30:00Z'), 'bn', NOW)).toBe('৫ মার্চ, রাত ১১:৩০');
    expect(stepTime(new Date('2026-03-05T09:07:00Z'), 'en', NOW)).toBe('5 Mar, 3:07 pm');
    // Another year says which.
    expect(stepTime(new Date('2025-12-31T04:00:00Z'), 'en', NOW)).toBe('31 Dec 2025, 10:00 am');
  });

  it('escapes whatever the seller typed', () => {
    const page = String(
      trackingPage(
        view({
          seller: { name: '<img src=x onerror=alert(1)>', logoUrl: null },
          items: [{ name: '"><script>alert(1)</script>', qty: 1 }],
        }),
        'bn',
        '/t/x',
        NOW,
      ),
    );
    expect(page).not.toContain('<script>alert');
    expect(page).not.toContain('<img src=x');
    expect(page).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('says the amount in Bangla digits, or that there is nothing to pay', () => {
    const page = String(trackingPage(view(), 'bn', '/t/x', NOW));
    expect(page).toContain('<p class="amount">৳১,৫১১</p>');
    expect(page).toContain('Cotton Saree × ১২');
    // English says Tk: a phone without a Bangla font has no ৳ either.
    expect(String(trackingPage(view(), 'en', '/t/x', NOW))).toContain('<p class="amount">Tk 1,511</p>');
    const heading = (over: Partial<TrackingView>) =>
      /<h2 id="pay">([^<]+)<\/h2>/.exec(String(trackingPage(view(over), 'en', '/t/x', NOW)))?.[1];
    expect(heading({ status: 'hold' })).toBe('To pay on delivery');
    expect(heading({ status: 'delivered' })).toBe('Paid on delivery');
    expect(heading({ status: 'partial_delivered' })).toBe('Cash on delivery');
    expect(heading({ status: 'cancelled' })).toBe('Cash on delivery');
    const paid = String(trackingPage(view({ payable: 0 }), 'en', '/t/x', NOW));
    expect(paid).toContain('Nothing to pay on delivery');
    expect(paid).not.toContain('class="amount"');
  });
});
