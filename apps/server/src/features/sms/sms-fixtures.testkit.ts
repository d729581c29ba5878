import { DEFAULT_SMS_TEMPLATES } from '@chalan/core/sms/templates';
import { and, asc, eq } from 'drizzle-orm';
import { smsMessages } from '../../db/schema/index.ts';
import type { ServerWithFakeCourier } from '../../test/courier-fixtures.testkit.ts';
import type { SellerWithCatalogue } from '../../test/order-fixtures.testkit.ts';
import { saveSmsSettings } from './sms-settings.service.ts';

/** Customer SMS tests: a seller's gateway account at the fake (its own, so a test sees only its texts). */

let accounts = 0;

export interface SmsAccount {
  apiKey: string;
  senderId: string;
}

/** A gateway account at the fake with `balance` taka. */
export function newSmsAccount(world: ServerWithFakeCourier, balance = 100): SmsAccount {
  const account = {
    apiKey: `sms-key-${process.pid}-${++accounts}`,
    senderId: `88096170${String(accounts).padStart(5, '0')}`,
  };
  world.fake.sms.addAccounts([{ ...account, balance }]);
  return account;
}

/** The seller's SMS settings, saved through the service (the settings route has its own tests). */
export async function turnOnSms(
  world: ServerWithFakeCourier,
  shop: SellerWithCatalogue,
  options: { confirmOnSave?: boolean; linkAfterDispatch?: boolean; account?: SmsAccount } = {},
): Promise<SmsAccount> {
  const account = options.account ?? newSmsAccount(world);
  await saveSmsSettings(world.server.deps.database.db, world.server.deps.config, shop.sellerId, {
    confirmOnSave: options.confirmOnSave ?? true,
    linkAfterDispatch: options.linkAfterDispatch ?? false,
    gatewayUrl: world.fake.sms.url,
    apiKey: account.apiKey,
    senderId: account.senderId,
    confirmTemplate: DEFAULT_SMS_TEMPLATES.confirm,
    dispatchTemplate: DEFAULT_SMS_TEMPLATES.dispatched,
  });
  return account;
}

/** What the fake gateway delivered to `phone` from `account`, once the sender has done its work. */
export async function textsTo(world: ServerWithFakeCourier, phone: string, account?: SmsAccount) {
  await world.server.deps.jobs.sms.idle();
  return world.fake.sms
    .messages(phone)
    .filter((m) => !account || m.apiKey === account.apiKey)
    .map((m) => m.message);
}

/** The link a text carries, as a path on the test server (the link names APP_URL). */
export function linkIn(text: string): string {
  const url = text.match(/https?:\/\/\S+/)?.[0];
  if (!url) throw new Error(`no link in: ${text}`);
  return new URL(url).pathname;
}

/** The order's message rows, oldest first. */
export async function smsRows(world: ServerWithFakeCourier, sellerId: string, orderId: string) {
  return world.server.deps.database.db
    .select()
    .from(smsMessages)
    .where(and(eq(smsMessages.sellerId, sellerId), eq(smsMessages.orderId, orderId)))
    .orderBy(asc(smsMessages.createdAt), asc(smsMessages.id));
}
