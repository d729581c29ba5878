import { MESSAGES, type MessageKey } from '@chalan/core/messages';
import { accountsEn } from './en-accounts.ts';
import { baseEn } from './en-base.ts';
import { catalogueEn } from './en-catalogue.ts';
import { courierCancelEn } from './en-courier-cancel.ts';
import { dashboardEn } from './en-dashboard.ts';
import { lossProfitEn } from './en-loss-profit.ts';
import { orderImportEn } from './en-order-import.ts';
import { ordersEn } from './en-orders.ts';
import { parcelsEn } from './en-parcels.ts';
import { transactionsEn } from './en-transactions.ts';

/** The few messages the web app adds to the server's. */
export const webMessagesEn = {
  networkError: 'Could not reach the server. Check your connection and try again',
  copyFailed: 'Could not copy. Select the text and copy it yourself',
  invalidVerificationLink: 'This verification link is invalid or has expired',
};

/** Server message keys (the spec's words, from core) plus the web's own. */
const messages: Record<MessageKey, string> & Record<string, string> = { ...MESSAGES, ...webMessagesEn };

export const en = {
  ...baseEn,
  messages,
  ...accountsEn,
  ...catalogueEn,
  ...ordersEn,
  ...parcelsEn,
  ...dashboardEn,
  ...lossProfitEn,
  ...transactionsEn,
  ...orderImportEn,
  ...courierCancelEn,
};

export type Translation = typeof en;
