import { catalogueBn } from './bn-catalogue.ts';
import { chatOrderBn } from './bn-chat-order.ts';
import { courierCancelBn } from './bn-courier-cancel.ts';
import { courierChoiceBn } from './bn-courier-choice.ts';
import { dashboardBn } from './bn-dashboard.ts';
import { holdDeskBn } from './bn-hold-desk.ts';
import { labelsBn } from './bn-labels.ts';
import { lossProfitBn } from './bn-loss-profit.ts';
import { orderImportBn } from './bn-order-import.ts';
import { ordersBn } from './bn-orders.ts';
import { parcelsBn } from './bn-parcels.ts';
import { shippingBn } from './bn-shipping.ts';
import { smsBn } from './bn-sms.ts';
import { transactionsBn } from './bn-transactions.ts';
import type { appEn } from './en-app.ts';
import type { Texts } from './texts.ts';

/** The signed-in screens' Bangla (en-app.ts): loaded with the app's shell. */
export const appBn: Texts<typeof appEn> = {
  ...catalogueBn,
  ...ordersBn,
  ...parcelsBn,
  ...dashboardBn,
  ...lossProfitBn,
  ...transactionsBn,
  ...orderImportBn,
  ...courierCancelBn,
  ...labelsBn,
  ...shippingBn,
  ...courierChoiceBn,
  ...holdDeskBn,
  ...chatOrderBn,
  ...smsBn,
};
