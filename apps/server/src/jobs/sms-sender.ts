import type { MessageKey } from '@chalan/core';
import type { SmsKind } from '@chalan/core/sms/templates';
import { and, eq, sql } from 'drizzle-orm';
import type { AppDeps, SmsSender } from '../app-env.ts';
import { type Db, rowsOf } from '../db/client.ts';
import { smsMessages } from '../db/schema/index.ts';
import { renderOrderSms } from '../features/sms/sms-render.ts';
import { type SendingSettings, sendingSettings } from '../features/sms/sms-settings.service.ts';
import { sendBulkSmsBd } from '../sms/bulksmsbd.ts';
import type { SendSms } from '../sms/gateway.ts';
import { drainLoop } from './drain-loop.ts';

/** A message whose answer was lost is tried this many times in all, then marked failed. */
const MAX_ATTEMPTS = 3;
/** A claimed message comes back to the queue after this long if its sender died holding it. */
const CLAIM_MINUTES = 5;
const BATCH = 20;

interface Claimed {
  sellerId: string;
  id: string;
  orderId: string;
  kind: SmsKind;
  attempts: number;
}

/**
 * Takes due messages, each claimed in the database (FOR UPDATE SKIP LOCKED, then pushed ahead): two
 * senders never take the same message, and a dead sender's message comes back after CLAIM_MINUTES.
 */
async function claimDue(db: Db): Promise<Claimed[]> {
  const result = await db.execute(sql`
    update sms_messages set attempts = attempts + 1,
      next_try_at = now() + make_interval(mins => ${CLAIM_MINUTES})
    where (seller_id, id) in (
      select seller_id, id from sms_messages
      where state = 'queued' and next_try_at <= now()
      order by next_try_at limit ${BATCH}
      for update skip locked)
    returning seller_id, id, order_id, kind, attempts`);
  return rowsOf(result).map((r) => ({
    sellerId: r.seller_id as string,
    id: r.id as string,
    orderId: r.order_id as string,
    kind: r.kind as SmsKind,
    attempts: Number(r.attempts),
  }));
}

/** Why a message was not sent (yet), kept as a key and values so each reader gets it in their language. */
type SmsError = { key: MessageKey; params: Record<string, string | number> };
type Outcome = { sent: true; gatewayId: string | null } | { sent: false; retry: boolean; error: SmsError };

async function settle(db: Db, message: Claimed, outcome: Outcome) {
  const retry = !outcome.sent && outcome.retry && message.attempts < MAX_ATTEMPTS;
  await db
    .update(smsMessages)
    .set(
      outcome.sent
        ? { state: 'sent', sentAt: new Date(), nextTryAt: null, error: null, gatewayId: outcome.gatewayId }
        : retry
          ? // 2, then 4 minutes: a gateway down for a moment gets the message on a later try.
            { nextTryAt: new Date(Date.now() + 2 ** message.attempts * 60_000), error: outcome.error }
          : { state: 'failed', nextTryAt: null, error: outcome.error },
    )
    .where(and(eq(smsMessages.sellerId, message.sellerId), eq(smsMessages.id, message.id)));
}

async function sendOne(
  deps: Pick<AppDeps, 'config'>,
  db: Db,
  send: SendSms,
  settings: SendingSettings | null,
  message: Claimed,
) {
  if (!settings) {
    await settle(db, message, { sent: false, retry: false, error: { key: 'smsNotSetUp', params: {} } });
    return;
  }
  const rendered = await renderOrderSms(db, deps.config, message, settings.templates[message.kind]);
  if (!rendered.ok) {
    await settle(db, message, {
      sent: false,
      retry: false,
      error: { key: rendered.key, params: rendered.params },
    });
    return;
  }
  await db
    .update(smsMessages)
    .set({ phone: rendered.phone, body: rendered.body, parts: rendered.parts })
    .where(and(eq(smsMessages.sellerId, message.sellerId), eq(smsMessages.id, message.id)));
  const result = await send(settings.account, rendered.phone, rendered.body);
  if (result.ok) await settle(db, message, { sent: true, gatewayId: result.gatewayId });
  else
    await settle(db, message, {
      sent: false,
      retry: result.failure === 'lost',
      error: { key: result.reason.key, params: result.reason.params },
    });
}

/** Sends queued customer messages: kicked when one is queued, and every SMS_SEND_INTERVAL_MS for retries. */
export function startSmsSender(
  deps: Pick<AppDeps, 'config' | 'database' | 'logger'>,
  options: { send?: SendSms; timer?: boolean } = {},
): SmsSender {
  const send = options.send ?? sendBulkSmsBd;
  const { db } = deps.database;
  const sender = drainLoop(
    async (stopped) => {
      // A seller's settings are read once a round (the key is unsealed once, not per message).
      const settings = new Map<string, Promise<SendingSettings | null>>();
      for (let batch = await claimDue(db); batch.length > 0 && !stopped(); batch = await claimDue(db)) {
        for (const message of batch) {
          if (!settings.has(message.sellerId)) {
            settings.set(message.sellerId, sendingSettings(db, deps.config, message.sellerId));
          }
          await sendOne(deps, db, send, await settings.get(message.sellerId)!, message);
        }
      }
    },
    deps.logger,
    'sms sending failed',
  );
  const interval = deps.config.SMS_SEND_INTERVAL_MS;
  const timer = options.timer !== false && interval > 0 ? setInterval(sender.kick, interval) : undefined;
  timer?.unref();
  sender.kick();
  return {
    ...sender,
    async stop() {
      if (timer) clearInterval(timer);
      await sender.stop();
    },
  };
}
