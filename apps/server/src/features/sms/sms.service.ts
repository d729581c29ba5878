import { isValidMobile, normalizePhone, offsetOf, paged } from '@chalan/core';
import { smsParts } from '@chalan/core/sms/parts';
import type { SmsMessage, SmsUsage } from '@chalan/core/sms/schemas';
import { dhakaMonthRange } from '@chalan/core/time';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-env.ts';
import type { Db } from '../../db/client.ts';
import { orders, sellers, smsMessages } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { reply } from '../../messages.ts';
import { bulkSmsBdBalance, sendBulkSmsBd } from '../../sms/bulksmsbd.ts';
import type { SendSms } from '../../sms/gateway.ts';
import { lockOrder } from '../orders/order-access.ts';
import { queueOrderSms } from './sms-queue.ts';
import { sendingSettings } from './sms-settings.service.ts';

/** The seller's messages, newest first, with the order each was about. */
export async function listSmsMessages(db: Db, sellerId: string, query: { page: number; limit: number }) {
  const where = eq(smsMessages.sellerId, sellerId);
  const [rows, [count]] = await Promise.all([
    db
      .select({ message: smsMessages, orderCode: orders.code })
      .from(smsMessages)
      .leftJoin(orders, and(eq(orders.sellerId, smsMessages.sellerId), eq(orders.id, smsMessages.orderId)))
      .where(where)
      .orderBy(desc(smsMessages.createdAt), desc(smsMessages.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(smsMessages)
      .where(where),
  ]);
  const items: SmsMessage[] = rows.map(({ message: m, orderCode }) => ({
    id: m.id,
    kind: m.kind,
    phone: m.phone,
    text: m.body,
    parts: m.parts,
    state: m.state,
    error: m.error ? reply(m.error.key, m.error.params) : null,
    order: m.orderId && orderCode ? { id: m.orderId, code: orderCode } : null,
    createdAt: m.createdAt.toISOString(),
    sentAt: m.sentAt?.toISOString() ?? null,
  }));
  return paged(items, count?.n ?? 0, query);
}

const USAGE_MONTHS = 12;

/** Messages the gateway took (and parts, what it bills), per Dhaka month, this month and the 11 before. */
export async function smsUsage(db: Db, sellerId: string, now = new Date()): Promise<SmsUsage> {
  const since = dhakaMonthRange(now, -(USAGE_MONTHS - 1)).start;
  const month = sql<string>`to_char(${smsMessages.createdAt} at time zone 'Asia/Dhaka', 'YYYY-MM')`;
  const rows = await db
    .select({
      month,
      messages: sql<number>`count(*) filter (where ${smsMessages.state} = 'sent')`.mapWith(Number),
      parts:
        sql<number>`coalesce(sum(${smsMessages.parts}) filter (where ${smsMessages.state} = 'sent'), 0)`.mapWith(
          Number,
        ),
      failed: sql<number>`count(*) filter (where ${smsMessages.state} = 'failed')`.mapWith(Number),
    })
    .from(smsMessages)
    .where(and(eq(smsMessages.sellerId, sellerId), gte(smsMessages.createdAt, since)))
    .groupBy(month)
    .orderBy(desc(month));
  return { months: rows };
}

/**
 * One message to `phone` with the saved settings, sent now (not queued) so the seller sees at once whether
 * the gateway takes it; logged like the others.
 */
export async function sendTestSms(
  deps: Pick<AppDeps, 'config' | 'database'>,
  sellerId: string,
  phone: string,
  send: SendSms = sendBulkSmsBd,
) {
  const { db } = deps.database;
  const settings = await sendingSettings(db, deps.config, sellerId);
  if (!settings) throw new AppError('CONFLICT', 'smsNotSetUp');
  const [seller] = await db.select({ name: sellers.name }).from(sellers).where(eq(sellers.id, sellerId));
  const to = normalizePhone(phone);
  const body = `${seller?.name ?? 'Chalan'}: Chalan থেকে পরীক্ষামূলক SMS। আপনার SMS গেটওয়ে ঠিকমতো কাজ করছে।`;
  const result = await send(settings.account, to, body);
  await db.insert(smsMessages).values({
    sellerId,
    kind: 'test',
    phone: to,
    body,
    parts: smsParts(body).parts,
    state: result.ok ? 'sent' : 'failed',
    attempts: 1,
    error: result.ok ? null : { key: result.reason.key, params: result.reason.params },
    gatewayId: result.ok ? result.gatewayId : null,
    sentAt: result.ok ? new Date() : null,
  });
  if (!result.ok) throw new AppError('CONFLICT', result.reason.key, result.reason.params);
  return reply('smsTestSent', { phone: to });
}

/** A user asks for the confirmation SMS of an order (again): only while the customer can still answer. */
export async function askCustomerToConfirm(
  deps: Pick<AppDeps, 'config' | 'database' | 'jobs'>,
  writer: { sellerId: string; userId: string },
  orderId: string,
) {
  const { db } = deps.database;
  const order = await db.transaction(async (tx) => {
    const locked = await lockOrder(tx, writer.sellerId, orderId);
    if (!(await sendingSettings(tx, deps.config, writer.sellerId)))
      throw new AppError('CONFLICT', 'smsNotSetUp');
    if (locked.customerAnswer) throw new AppError('CONFLICT', 'confirmSmsAnswered', { code: locked.code });
    if (locked.courierStatus === 'sent' || (locked.status !== 'processing' && locked.status !== 'ready')) {
      throw new AppError('CONFLICT', 'confirmSmsNotNow', { code: locked.code });
    }
    if (!isValidMobile(locked.phone))
      throw new AppError('CONFLICT', 'confirmSmsNoMobile', { code: locked.code });
    await queueOrderSms(tx, writer, locked, 'confirm', 'asked');
    return locked;
  });
  deps.jobs.sms.kick();
  return reply('confirmSmsQueued', { code: order.code, phone: order.phone });
}

/** The gateway account's balance as the gateway tells it, so the seller sees when to top it up. */
export async function smsBalance(deps: Pick<AppDeps, 'config' | 'database'>, sellerId: string) {
  const settings = await sendingSettings(deps.database.db, deps.config, sellerId);
  if (!settings) throw new AppError('CONFLICT', 'smsNotSetUp');
  const result = await bulkSmsBdBalance(settings.account);
  if (!result.ok) throw new AppError('CONFLICT', result.reason.key, result.reason.params);
  return { balanceTaka: result.balanceTaka };
}
