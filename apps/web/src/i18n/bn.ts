import { MESSAGES_BN } from '@chalan/core/messages-bn';
import { accountsBn } from './bn-accounts.ts';
import { baseBn } from './bn-base.ts';
import { catalogueBn } from './bn-catalogue.ts';
import { courierCancelBn } from './bn-courier-cancel.ts';
import { dashboardBn } from './bn-dashboard.ts';
import { lossProfitBn } from './bn-loss-profit.ts';
import { orderImportBn } from './bn-order-import.ts';
import { ordersBn } from './bn-orders.ts';
import { parcelsBn } from './bn-parcels.ts';
import { transactionsBn } from './bn-transactions.ts';
import type { Translation, webMessagesEn } from './en.ts';
import type { Texts } from './texts.ts';

const webMessagesBn: Texts<typeof webMessagesEn> = {
  networkError: 'সার্ভারে পৌঁছানো যায়নি। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন',
  copyFailed: 'কপি করা যায়নি। লেখাটি সিলেক্ট করে নিজে কপি করুন',
  invalidVerificationLink: 'এই ভেরিফিকেশন লিংকটি ভুল বা এর মেয়াদ শেষ হয়ে গেছে',
};

/**
 * Bangla: the whole English tree, area by area (a missing or stray key fails the typecheck).
 * Words as in docs/bangla-glossary.md.
 */
export const bn: Texts<Translation> = {
  ...baseBn,
  messages: { ...MESSAGES_BN, ...webMessagesBn },
  ...accountsBn,
  ...catalogueBn,
  ...ordersBn,
  ...parcelsBn,
  ...dashboardBn,
  ...lossProfitBn,
  ...transactionsBn,
  ...orderImportBn,
  ...courierCancelBn,
};
