import { isValidMobile, type MessageKey } from '@chalan/core';
import { smsParts } from '@chalan/core/sms/parts';
import { renderSms, type SmsKind, smsAmount } from '@chalan/core/sms/templates';
import { and, eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { couriers, orders, sellers } from '../../db/schema/index.ts';
import { confirmUrl } from '../customer-confirm/confirm-link.ts';
import { trackingUrl } from '../tracking/tracking-link.ts';

export type RenderedSms =
  | { ok: true; phone: string; body: string; parts: number }
  | { ok: false; key: MessageKey; params: Record<string, string> };

/**
 * The message as it goes out: the order and the template as they are now (an order edited after it was
 * queued sends its new phone and amount). A confirmation no longer needed (answered, sent, closed or
 * deleted) is not sent.
 */
export async function renderOrderSms(
  db: Db,
  config: Pick<Config, 'APP_URL' | 'AUTH_SECRET'>,
  message: { sellerId: string; orderId: string; kind: SmsKind },
  template: string,
  now = new Date(),
): Promise<RenderedSms> {
  const [order] = await db
    .select({
      code: orders.code,
      name: orders.name,
      phone: orders.phone,
      payable: orders.payable,
      status: orders.status,
      courierStatus: orders.courierStatus,
      answer: orders.customerAnswer,
      deletedAt: orders.deletedAt,
      shop: sellers.name,
      courier: couriers.name,
    })
    .from(orders)
    .innerJoin(sellers, eq(sellers.id, orders.sellerId))
    .leftJoin(couriers, and(eq(couriers.sellerId, orders.sellerId), eq(couriers.id, orders.courierId)))
    .where(and(eq(orders.sellerId, message.sellerId), eq(orders.id, message.orderId)));
  if (!order || order.deletedAt) return { ok: false, key: 'notFound', params: {} };
  const params = { code: order.code };
  if (message.kind === 'confirm') {
    if (order.answer) return { ok: false, key: 'confirmSmsAnswered', params };
    if (order.courierStatus === 'sent' || (order.status !== 'processing' && order.status !== 'ready')) {
      return { ok: false, key: 'confirmSmsNotNow', params };
    }
  }
  if (!isValidMobile(order.phone)) return { ok: false, key: 'confirmSmsNoMobile', params };
  const ids = { sellerId: message.sellerId, orderId: message.orderId };
  const body = renderSms(template, {
    shop: order.shop,
    name: order.name,
    order: order.code,
    amount: smsAmount(template, order.payable),
    courier: order.courier ?? '',
    link: message.kind === 'confirm' ? confirmUrl(config, ids, now) : trackingUrl(config, ids),
  });
  return { ok: true, phone: order.phone, body, parts: smsParts(body).parts };
}
