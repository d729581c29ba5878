import { catalogueEn } from './en-catalogue.ts';
import { chatOrderEn } from './en-chat-order.ts';
import { courierCancelEn } from './en-courier-cancel.ts';
import { courierChoiceEn } from './en-courier-choice.ts';
import { dashboardEn } from './en-dashboard.ts';
import { holdDeskEn } from './en-hold-desk.ts';
import { labelsEn } from './en-labels.ts';
import { lossProfitEn } from './en-loss-profit.ts';
import { orderImportEn } from './en-order-import.ts';
import { ordersEn } from './en-orders.ts';
import { parcelsEn } from './en-parcels.ts';
import { shippingEn } from './en-shipping.ts';
import { smsEn } from './en-sms.ts';
import { transactionsEn } from './en-transactions.ts';

/** The signed-in screens' texts: loaded with the app's shell (router.tsx), not by the sign-in page. */
export const appEn = {
  ...catalogueEn,
  ...ordersEn,
  ...parcelsEn,
  ...dashboardEn,
  ...lossProfitEn,
  ...transactionsEn,
  ...orderImportEn,
  ...courierCancelEn,
  ...labelsEn,
  ...shippingEn,
  ...courierChoiceEn,
  ...holdDeskEn,
  ...chatOrderEn,
  ...smsEn,
};
