import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../../i18n/index.ts';
import { courierCancelSentence } from './courier-notice.ts';

afterEach(() => {
  i18n.changeLanguage('en');
});

describe('courierCancelSentence (added to Cancel, Back to Processing and Delete confirmations)', () => {
  it("warns that the parcel will be cancelled at the courier too, by the courier's name", () => {
    const order = { courierStatus: 'sent', courier: { name: 'Steadfast' } };
    expect(courierCancelSentence(order)).toBe(
      'Its parcel is with Steadfast: it will be cancelled at Steadfast too.',
    );
    i18n.changeLanguage('bn');
    expect(courierCancelSentence(order)).toBe('এর পার্সেল Steadfast-এর কাছে আছে: Steadfast-এও এটি বাতিল করা হবে।');
  });

  it('says "the courier" when the courier is no longer known', () => {
    expect(courierCancelSentence({ courierStatus: 'sent', courier: null })).toBe(
      'Its parcel is with the courier: it will be cancelled there too.',
    );
  });

  it('adds nothing when no parcel is at a courier', () => {
    for (const courierStatus of ['none', 'returned']) {
      expect(courierCancelSentence({ courierStatus, courier: { name: 'RedX' } })).toBe('');
    }
  });
});
