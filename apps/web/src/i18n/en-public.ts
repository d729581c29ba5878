import { MESSAGES, type MessageKey } from '@chalan/core/messages';
import { accountsEn } from './en-accounts.ts';
import { baseEn } from './en-base.ts';

/** The few messages the web app adds to the server's. */
export const webMessagesEn = {
  networkError: 'Could not reach the server. Check your connection and try again',
  copyFailed: 'Could not copy. Select the text and copy it yourself',
  invalidVerificationLink: 'This verification link is invalid or has expired',
};

/** Server message keys (the spec's words, from core) plus the web's own. */
const messages: Record<MessageKey, string> & Record<string, string> = { ...MESSAGES, ...webMessagesEn };

/** What the signed-out pages (landing, sign-in, registration) and the shell's frame say: loaded first. */
export const publicEn = { ...baseEn, messages, ...accountsEn };
