import { MESSAGES_BN } from '@chalan/core/messages-bn';
import { afterEach, describe, expect, it } from 'vitest';
import { setLatinDigits } from '../i18n/display.ts';
import { i18n } from '../i18n/index.ts';
import { messageText, problemText, translateMessage } from './messages.ts';

afterEach(() => {
  setLatinDigits(false);
  i18n.changeLanguage('en');
});

describe('translateMessage (a server message in the user language)', () => {
  it('fills the values into the translation', () => {
    const params = { code: 'C-7', courier: 'RedX' };
    expect(translateMessage('orderAlreadySent', 'ignored', params)).toBe('Order C-7 is already with RedX');
    i18n.changeLanguage('bn');
    expect(translateMessage('orderAlreadySent', 'ignored', params)).toBe('অর্ডার C-7 ইতিমধ্যে RedX-এর কাছে আছে');
  });

  it('writes an amount sent in poisha as taka, in Bangla digits in Bangla mode', () => {
    const params = { courier: 'RedX', parcel: '24A1', amountPoisha: 125_100 };
    expect(translateMessage('courierCodUpdated', 'ignored', params)).toBe(
      'RedX will collect ৳1,251 for parcel 24A1',
    );
    i18n.changeLanguage('bn');
    expect(translateMessage('courierCodUpdated', 'ignored', params)).toBe(
      'RedX পার্সেল 24A1-এর জন্য ৳১,২৫১ সংগ্রহ করবে',
    );
    const balance = { courier: 'Steadfast', balancePoisha: 1_234_550 };
    expect(translateMessage('courierConnectedBalance', 'ignored', balance)).toBe(
      'Steadfast-এর সাথে সংযোগ হয়েছে: বর্তমান ব্যালেন্স ৳১২,৩৪৫.৫০',
    );
    setLatinDigits(true);
    expect(translateMessage('courierConnectedBalance', 'ignored', balance)).toContain('৳12,345.50');
  });

  it("shows the server's own text when the values it needs were not sent", () => {
    i18n.changeLanguage('bn');
    expect(translateMessage('orderAlreadySent', 'Order C-7 is already with RedX')).toBe(
      'Order C-7 is already with RedX',
    );
  });

  it("shows the server's text for a key the app does not know", () => {
    expect(translateMessage('somethingNew', 'A message from a newer server')).toBe(
      'A message from a newer server',
    );
  });

  it('shows every server message in Bangla when the user reads Bangla', () => {
    i18n.changeLanguage('bn');
    expect(translateMessage('failedToAddStore', 'server text')).toBe(MESSAGES_BN.failedToAddStore);
  });
});

describe('problemText (a field problem: a key and its values)', () => {
  it('words it in the chosen language with its values filled in', () => {
    const tooLarge = { key: 'imageTooLarge', params: { max: '1024 KB' } };
    expect(problemText(tooLarge)).toBe('The image must be at most 1024 KB');
    i18n.changeLanguage('bn');
    expect(problemText(tooLarge)).toBe('ছবিটি সর্বোচ্চ 1024 KB হতে পারে');
    expect(problemText({ key: 'textTooLong', params: { max: 120 } })).toBe('সর্বোচ্চ ১২০ অক্ষর লিখুন');
  });

  it("shows the server's English for a key the app does not know", () => {
    i18n.changeLanguage('bn');
    expect(problemText({ key: 'somethingNew', params: {}, message: 'A newer server’s words' })).toBe(
      'A newer server’s words',
    );
  });

  it('words a message that needs no values', () => {
    i18n.changeLanguage('bn');
    expect(messageText('pleaseSelectOrder')).toBe('একটি অর্ডার বেছে নিন');
  });
});
