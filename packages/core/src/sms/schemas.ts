import { z } from 'zod';
import { MESSAGE_KEY } from '../messages.ts';
import { mobilePhone } from '../profile/schemas.ts';
import { messageReplySchema, pagedSchema } from '../replies.ts';
import { lineText, multiLineText } from '../text.ts';
import { MAX_TEMPLATE_LENGTH, REQUIRED_PLACEHOLDER, SMS_KINDS, unknownPlaceholders } from './templates.ts';

/** What a customer answered through the confirmation link. */
export const CUSTOMER_ANSWERS = ['confirmed', 'cancelled'] as const;
export type CustomerAnswer = (typeof CUSTOMER_ANSWERS)[number];

/** The order lists' customer filter: answered either way, asked and not answered yet, never asked. */
export const CUSTOMER_ANSWER_FILTERS = ['confirmed', 'cancelled', 'waiting', 'not_asked'] as const;
export type CustomerAnswerFilter = (typeof CUSTOMER_ANSWER_FILTERS)[number];

const template = multiLineText()
  .min(1, { error: MESSAGE_KEY.smsTemplateRequired })
  .max(MAX_TEMPLATE_LENGTH, { error: MESSAGE_KEY.smsTemplateTooLong })
  .refine((text) => text.includes(`{${REQUIRED_PLACEHOLDER}}`), { error: MESSAGE_KEY.smsTemplateNeedsLink })
  .refine((text) => unknownPlaceholders(text).length === 0, {
    error: MESSAGE_KEY.smsTemplateUnknownPlaceholder,
  });

const gatewayUrl = z
  .url({ protocol: /^https?$/, error: MESSAGE_KEY.smsGatewayUrlInvalid })
  .max(300, { error: MESSAGE_KEY.smsGatewayUrlInvalid });

/**
 * `PUT /api/sms/settings`. A blank `apiKey` keeps the stored one (it is never sent back). Turning a
 * message on needs the gateway's address and sender id; the key is checked by the server, which knows
 * whether one is stored.
 */
export const smsSettingsBodySchema = z
  .object({
    confirmOnSave: z.boolean(),
    linkAfterDispatch: z.boolean(),
    gatewayUrl: z.union([gatewayUrl, z.literal('')]),
    apiKey: lineText().max(200).optional(),
    senderId: lineText().max(20, { error: MESSAGE_KEY.smsSenderIdTooLong }),
    confirmTemplate: template,
    dispatchTemplate: template,
  })
  .superRefine((body, ctx) => {
    if (!body.confirmOnSave && !body.linkAfterDispatch) return;
    if (!body.gatewayUrl)
      ctx.addIssue({ code: 'custom', path: ['gatewayUrl'], message: MESSAGE_KEY.smsGatewayUrlRequired });
    if (!body.senderId)
      ctx.addIssue({ code: 'custom', path: ['senderId'], message: MESSAGE_KEY.smsSenderIdRequired });
  });
export type SmsSettingsBody = z.infer<typeof smsSettingsBodySchema>;

const templates = z.object({ confirm: z.string(), dispatched: z.string() });

export const smsSettingsSchema = z
  .object({
    confirmOnSave: z.boolean(),
    linkAfterDispatch: z.boolean(),
    gatewayUrl: z.string(),
    /** The stored key's last characters behind dots, or null when none is stored. */
    apiKeyHint: z.string().nullable(),
    senderId: z.string(),
    confirmTemplate: z.string(),
    dispatchTemplate: z.string(),
    defaults: templates.meta({ description: 'The Bangla texts a template starts from' }),
    english: templates.meta({ description: 'The same texts in English' }),
    /** How a message looks for a sample order, and what it costs, with the templates as saved. */
    samples: z.object({
      confirm: z.object({ text: z.string(), parts: z.number().int() }),
      dispatched: z.object({ text: z.string(), parts: z.number().int() }),
    }),
  })
  .meta({ id: 'SmsSettings' });
export type SmsSettings = z.output<typeof smsSettingsSchema>;

/** `POST /api/sms/test`: one message to this phone with the saved settings (the seller's own, usually). */
export const smsTestBodySchema = z.object({ phone: mobilePhone });
export type SmsTestBody = z.infer<typeof smsTestBodySchema>;

export const SMS_LOG_KINDS = [...SMS_KINDS, 'test'] as const;
export const SMS_STATES = ['queued', 'sent', 'failed'] as const;
export type SmsState = (typeof SMS_STATES)[number];

export const smsMessageSchema = z
  .object({
    id: z.string(),
    kind: z.enum(SMS_LOG_KINDS),
    phone: z.string(),
    text: z.string().nullable().meta({ description: 'Written when it is sent (null while it waits)' }),
    parts: z.number().int(),
    state: z.enum(SMS_STATES),
    /** Why it was not sent (yet): the gateway's refusal in its words, or why it was not needed. */
    error: messageReplySchema.nullable(),
    order: z.object({ id: z.string(), code: z.string() }).nullable(),
    createdAt: z.string(),
    sentAt: z.string().nullable(),
  })
  .meta({ id: 'SmsMessage' });
export type SmsMessage = z.output<typeof smsMessageSchema>;

export const smsMessagesPageSchema = pagedSchema(smsMessageSchema, 'SmsMessagesPage');

/** Messages the gateway took, per month of the seller's calendar (Asia/Dhaka), newest first. */
export const smsUsageSchema = z
  .object({
    months: z.array(
      z.object({
        month: z.string().meta({ description: 'YYYY-MM' }),
        messages: z.number().int(),
        parts: z.number().int(),
        failed: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'SmsUsage' });
export type SmsUsage = z.output<typeof smsUsageSchema>;

/** `GET /api/sms/balance`: as the gateway writes it (taka, e.g. "499.3"); shown, never computed with. */
export const smsBalanceSchema = z.object({ balanceTaka: z.string() }).meta({ id: 'SmsBalance' });
export type SmsBalance = z.output<typeof smsBalanceSchema>;
