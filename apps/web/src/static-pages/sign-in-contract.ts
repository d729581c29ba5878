import type { MessageKey } from '@chalan/core/messages';

/** What the prerendered sign-in page carries for its script (sign-in-page.tsx writes, sign-in.ts reads). */
export const TEMPLATE_IDS = {
  problem: 'sign-in-problem',
  unverified: 'sign-in-unverified',
  texts: 'sign-in-texts',
} as const;

/** Every refusal the sign-in can meet (checkLogin on the server), and what the page says around them. */
export const SIGN_IN_MESSAGES = [
  'invalidEmail',
  'wrongPassword',
  'pleaseRegisterFirst',
  'userNotFound',
  'pleaseVerifyEmail',
  'verificationEmailSent',
  'accountNotApproved',
  'tooManyAttempts',
  'somethingWentWrong',
] as const satisfies readonly MessageKey[];

/** The web's own message for a request that never reached the server (lib/api-client.ts). */
export const NETWORK_ERROR_KEY = 'networkError';

export interface SignInTexts {
  messages: Record<string, string>;
  passwordRequired: string;
}
