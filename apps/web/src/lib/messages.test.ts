import { MESSAGES } from '@chalan/core/messages';
import { MESSAGES_BN } from '@chalan/core/messages-bn';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/index.ts';
import { translateMessage, translateText } from './messages.ts';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('translateMessage (a server message in the user language)', () => {
  it('fills the values into the translation', async () => {
    const params = { code: 'C-7', courier: 'RedX' };
    expect(translateMessage('orderAlreadySent', 'ignored', params)).toBe('Order C-7 is already with RedX');
    await i18n.changeLanguage('bn');
    expect(translateMessage('orderAlreadySent', 'ignored', params)).toBe('অর্ডার C-7 ইতিমধ্যে RedX-এর কাছে আছে');
  });

  it("shows the server's own text when the values it needs were not sent", async () => {
    await i18n.changeLanguage('bn');
    expect(translateMessage('orderAlreadySent', 'Order C-7 is already with RedX')).toBe(
      'Order C-7 is already with RedX',
    );
  });

  it("shows the server's text for a key the app does not know", () => {
    expect(translateMessage('somethingNew', 'A message from a newer server')).toBe(
      'A message from a newer server',
    );
  });

  it('shows every server message in Bangla when the user reads Bangla', async () => {
    await i18n.changeLanguage('bn');
    expect(translateMessage('failedToAddStore', 'server text')).toBe(MESSAGES_BN.failedToAddStore);
  });
});

describe('translateText (a field message given as English text)', () => {
  it('translates a known message and leaves any other text as it is', async () => {
    await i18n.changeLanguage('bn');
    expect(translateText(MESSAGES.pleaseSelectOrder)).toBe('একটি অর্ডার বেছে নিন');
    expect(translateText('Some text no one translated')).toBe('Some text no one translated');
  });
});
