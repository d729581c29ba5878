import { DEFAULT_SMS_TEMPLATES } from '@chalan/core/sms/templates';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { appendOrderEvent } from '../../features/orders/order-moves.ts';
import { renderOrderSms } from '../../features/sms/sms-render.ts';
import { saveSmsSettings } from '../../features/sms/sms-settings.service.ts';
import type { Db } from '../client.ts';
import { orders, smsMessages, smsSettings, users } from '../schema/index.ts';
import { DEMO_CREDENTIALS } from './demo.ts';

/**
 * `npm run demo`: the demo seller's Customer SMS goes through the fake's BulkSMSBD gateway, both messages
 * on, so a visitor sees what customers would get (the Customer SMS page's log, and the fake's outbox page).
 * The newest processing orders show the customers' answers. Done once: the visitor's own edits stay.
 */
export async function connectDemoSms(
  db: Db,
  config: Pick<Config, 'AUTH_SECRET' | 'APP_URL'>,
  fakeCourierUrl: string,
) {
  const { DEMO_SMS_ACCOUNT } = await import('@chalan/fake-courier');
  const [admin] = await db.select().from(users).where(eq(users.email, DEMO_CREDENTIALS.email));
  if (!admin) return;
  const [existing] = await db.select().from(smsSettings).where(eq(smsSettings.sellerId, admin.sellerId));
  if (existing) return;
  await saveSmsSettings(db, config, admin.sellerId, {
    confirmOnSave: true,
    linkAfterDispatch: true,
    gatewayUrl: `${fakeCourierUrl}/bulksmsbd/api/smsapi`,
    apiKey: DEMO_SMS_ACCOUNT.apiKey,
    senderId: DEMO_SMS_ACCOUNT.senderId,
    confirmTemplate: DEFAULT_SMS_TEMPLATES.confirm,
    dispatchTemplate: DEFAULT_SMS_TEMPLATES.dispatched,
  });
  const newest = await db
    .select({ id: orders.id, createdAt: orders.createdAt })
    .from(orders)
    .where(
      and(eq(orders.sellerId, admin.sellerId), eq(orders.status, 'processing'), isNull(orders.deletedAt)),
    )
    .orderBy(desc(orders.createdAt))
    .limit(5);
  const system = { sellerId: admin.sellerId, userId: null };
  const texts = await Promise.all(
    newest.map((order) =>
      renderOrderSms(
        db,
        config,
        { sellerId: admin.sellerId, orderId: order.id, kind: 'confirm' },
        DEFAULT_SMS_TEMPLATES.confirm,
      ),
    ),
  );
  await db.transaction(async (tx) => {
    for (const [i, order] of newest.entries()) {
      const asked = new Date(order.createdAt.getTime() + 60_000);
      const text = texts[i]!;
      if (text.ok) {
        // As the sender would have logged it (the fake's outbox starts empty: these went out "earlier").
        await tx.insert(smsMessages).values({
          sellerId: admin.sellerId,
          orderId: order.id,
          kind: 'confirm',
          phone: text.phone,
          body: text.body,
          parts: text.parts,
          state: 'sent',
          attempts: 1,
          createdAt: asked,
          sentAt: asked,
        });
      }
      const answer = i < 3 ? ('confirmed' as const) : null;
      await tx
        .update(orders)
        .set({
          customerAskedAt: asked,
          customerAnswer: answer,
          customerAnsweredAt: answer ? new Date(asked.getTime() + 20 * 60_000) : null,
        })
        .where(and(eq(orders.sellerId, admin.sellerId), eq(orders.id, order.id)));
      await appendOrderEvent(tx, { ...system, userId: admin.id }, order.id, {
        kind: 'sms',
        changes: { sms: { from: null, to: 'confirm' } },
      });
      if (answer) {
        await appendOrderEvent(tx, system, order.id, {
          kind: 'customer',
          changes: { customerAnswer: { from: null, to: answer } },
        });
      }
    }
  });
}
