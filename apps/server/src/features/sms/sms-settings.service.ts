import type { SmsSettings, SmsSettingsBody } from '@chalan/core/sms/schemas';
import {
  DEFAULT_SMS_TEMPLATES,
  ENGLISH_SMS_TEMPLATES,
  type SmsKind,
  sampleSms,
} from '@chalan/core/sms/templates';
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { sellers, smsSettings } from '../../db/schema/index.ts';
import { fieldError } from '../../errors.ts';
import { openJson, sealJson } from '../../lib/secret-box.ts';
import type { SmsGatewayAccount } from '../../sms/gateway.ts';
import { maskSecret } from '../couriers/couriers.service.ts';

type Secrets = Pick<Config, 'AUTH_SECRET'>;
type SettingsRow = typeof smsSettings.$inferSelect;

const PURPOSE = 'sms-gateway-key';

export const templateOf = (
  row: Pick<SettingsRow, 'confirmTemplate' | 'dispatchTemplate'> | undefined,
  kind: SmsKind,
) => (kind === 'confirm' ? row?.confirmTemplate : row?.dispatchTemplate) ?? DEFAULT_SMS_TEMPLATES[kind];

/** The gateway is set up: what `sendingSettings` needs is stored (whether the key still opens is its own check). */
export const smsReady = sql<boolean>`(${smsSettings.apiKeySealed} is not null and ${smsSettings.gatewayUrl} <> '' and ${smsSettings.senderId} <> '')`;

async function settingsRow(db: Db, sellerId: string): Promise<SettingsRow | undefined> {
  const [row] = await db.select().from(smsSettings).where(eq(smsSettings.sellerId, sellerId));
  return row;
}

async function openKey(secrets: Secrets, sealed: string | null): Promise<string | null> {
  if (!sealed) return null;
  try {
    const key = await openJson(secrets.AUTH_SECRET, PURPOSE, sealed);
    return typeof key === 'string' ? key : null;
  } catch {
    // Sealed under another AUTH_SECRET: the seller enters it again.
    return null;
  }
}

function sample(kind: SmsKind, shop: string, template: string, origin: string) {
  const { text, count } = sampleSms(kind, template, { shop, origin });
  return { text, parts: count.parts };
}

export async function getSmsSettings(
  db: Db,
  config: Pick<Config, 'AUTH_SECRET' | 'APP_URL'>,
  sellerId: string,
): Promise<SmsSettings> {
  const [row, [seller]] = await Promise.all([
    settingsRow(db, sellerId),
    db.select({ name: sellers.name }).from(sellers).where(eq(sellers.id, sellerId)),
  ]);
  const key = await openKey(config, row?.apiKeySealed ?? null);
  const confirmTemplate = templateOf(row, 'confirm');
  const dispatchTemplate = templateOf(row, 'dispatched');
  return {
    confirmOnSave: row?.confirmOnSave ?? false,
    linkAfterDispatch: row?.linkAfterDispatch ?? false,
    gatewayUrl: row?.gatewayUrl ?? '',
    apiKeyHint: key === null ? null : maskSecret('apiKey', key),
    senderId: row?.senderId ?? '',
    confirmTemplate,
    dispatchTemplate,
    defaults: DEFAULT_SMS_TEMPLATES,
    english: ENGLISH_SMS_TEMPLATES,
    samples: {
      confirm: sample('confirm', seller?.name ?? '', confirmTemplate, config.APP_URL),
      dispatched: sample('dispatched', seller?.name ?? '', dispatchTemplate, config.APP_URL),
    },
  };
}

/** Saves the settings; a message turned on needs a key, stored or given now. */
export async function saveSmsSettings(
  db: Db,
  config: Secrets,
  sellerId: string,
  body: SmsSettingsBody,
): Promise<void> {
  const row = await settingsRow(db, sellerId);
  const newKey = body.apiKey?.trim() || null;
  const storedKey = await openKey(config, row?.apiKeySealed ?? null);
  if ((body.confirmOnSave || body.linkAfterDispatch) && !newKey && !storedKey) {
    throw fieldError('VALIDATION', 'apiKey', 'smsApiKeyRequired');
  }
  const values = {
    confirmOnSave: body.confirmOnSave,
    linkAfterDispatch: body.linkAfterDispatch,
    gatewayUrl: body.gatewayUrl,
    senderId: body.senderId,
    // The default text is kept as null, so an improved default reaches sellers who never changed it.
    confirmTemplate: body.confirmTemplate === DEFAULT_SMS_TEMPLATES.confirm ? null : body.confirmTemplate,
    dispatchTemplate:
      body.dispatchTemplate === DEFAULT_SMS_TEMPLATES.dispatched ? null : body.dispatchTemplate,
    ...(newKey ? { apiKeySealed: await sealJson(config.AUTH_SECRET, PURPOSE, newKey) } : {}),
  };
  await db
    .insert(smsSettings)
    .values({ sellerId, ...values })
    .onConflictDoUpdate({ target: smsSettings.sellerId, set: values });
}

/** What the sender needs to send for this seller: the gateway account and the templates, or null. */
export interface SendingSettings {
  account: SmsGatewayAccount;
  confirmOnSave: boolean;
  linkAfterDispatch: boolean;
  templates: Record<SmsKind, string>;
}

export async function sendingSettings(
  db: Db,
  config: Pick<Config, 'AUTH_SECRET' | 'SMS_TIMEOUT_MS'>,
  sellerId: string,
): Promise<SendingSettings | null> {
  const row = await settingsRow(db, sellerId);
  const apiKey = await openKey(config, row?.apiKeySealed ?? null);
  if (!row || !apiKey || !row.gatewayUrl || !row.senderId) return null;
  return {
    account: { url: row.gatewayUrl, apiKey, senderId: row.senderId, timeoutMs: config.SMS_TIMEOUT_MS },
    confirmOnSave: row.confirmOnSave,
    linkAfterDispatch: row.linkAfterDispatch,
    templates: { confirm: templateOf(row, 'confirm'), dispatched: templateOf(row, 'dispatched') },
  };
}
