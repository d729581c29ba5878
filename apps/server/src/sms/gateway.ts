import type { MessageKey } from '@chalan/core';

/** Where and as whom a seller's messages go: the seller's Customer SMS settings, the key unsealed. */
export interface SmsGatewayAccount {
  /** The gateway's send address, e.g. http://bulksmsbd.net/api/smsapi */
  url: string;
  apiKey: string;
  senderId: string;
  timeoutMs?: number;
}

/** A user-facing reason: a message key with its values (the web translates it) and the English text. */
export interface SmsReason {
  key: MessageKey;
  params: Record<string, string | number>;
  text: string;
}

export type SmsSendResult =
  | { ok: true; gatewayId: string | null }
  | {
      ok: false;
      /**
       * refused: the gateway said no (key, sender id, balance, number) — trying again will not help
       * until the seller acts; lost: no answer or an unreadable one — it may be tried again.
       */
      failure: 'refused' | 'lost';
      reason: SmsReason;
    };

/** Sends one text to one Bangladeshi mobile number (01XXXXXXXXX). */
export type SendSms = (account: SmsGatewayAccount, phone: string, text: string) => Promise<SmsSendResult>;
