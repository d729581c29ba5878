import { MESSAGES_BN } from '@chalan/core/messages-bn';
import { accountsBn } from './bn-accounts.ts';
import { baseBn } from './bn-base.ts';
import type { publicEn, webMessagesEn } from './en-public.ts';
import type { Texts } from './texts.ts';

const webMessagesBn: Texts<typeof webMessagesEn> = {
  networkError: 'সার্ভারে পৌঁছানো যায়নি। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন',
  copyFailed: 'কপি করা যায়নি। লেখাটি সিলেক্ট করে নিজে কপি করুন',
  invalidVerificationLink: 'এই ভেরিফিকেশন লিংকটি ভুল বা এর মেয়াদ শেষ হয়ে গেছে',
};

/** The signed-out pages' and the shell frame's Bangla (en-public.ts): loaded first. */
export const publicBn: Texts<typeof publicEn> = {
  ...baseBn,
  messages: { ...MESSAGES_BN, ...webMessagesBn },
  ...accountsBn,
};
