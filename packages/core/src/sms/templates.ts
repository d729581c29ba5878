import { toBanglaDigits } from '../digits.ts';
import { formatTaka } from '../money.ts';
import { smsParts } from './parts.ts';

/**
 * The texts Chalan sends a customer. A seller edits them; `{name}`-style placeholders are filled for
 * each order. Bangla by default: most customers read Bangla, and a Bangla SMS costs the same per part
 * whatever its script once one Bangla letter is in it.
 */
export const SMS_KINDS = ['confirm', 'dispatched'] as const;
export type SmsKind = (typeof SMS_KINDS)[number];

export const SMS_PLACEHOLDERS = ['shop', 'name', 'order', 'amount', 'courier', 'link'] as const;
export type SmsPlaceholder = (typeof SMS_PLACEHOLDERS)[number];

/** Every template must carry the link: it is what the message is for. */
export const REQUIRED_PLACEHOLDER: SmsPlaceholder = 'link';

export const MAX_TEMPLATE_LENGTH = 400;

export const DEFAULT_SMS_TEMPLATES: Record<SmsKind, string> = {
  confirm: '{shop}: {name}, আপনার অর্ডার {order} ({amount})। নিশ্চিত বা বাতিল করতে: {link}',
  dispatched: '{shop}: আপনার অর্ডার {order} {courier}-এ পাঠানো হয়েছে, দিতে হবে {amount}। ট্র্যাক করুন: {link}',
};

/** The same in English, offered in the editor for a seller whose customers read English. */
export const ENGLISH_SMS_TEMPLATES: Record<SmsKind, string> = {
  confirm: '{shop}: {name}, your order {order} ({amount}). Confirm or cancel: {link}',
  dispatched: '{shop}: your order {order} is with {courier}, pay {amount} on delivery. Track: {link}',
};

export type SmsValues = Record<SmsPlaceholder, string>;

const hasBangla = (text: string) => /[\u0980-\u09FF]/.test(text);

/**
 * The amount as a template's language writes it: "৳১,২৫০" in a Bangla text, "Tk 1,250" in an English one
 * (৳ is not a GSM-7 character: one would bill the whole English message at the Bangla rate).
 */
export function smsAmount(template: string, poisha: number): string {
  return hasBangla(template) ? toBanglaDigits(formatTaka(poisha)) : formatTaka(poisha, 'Tk ');
}

/** Links as long as the real ones (the confirmation token is 40 characters, the tracking token 35). */
const SAMPLE_LINK_PATHS: Record<SmsKind, string> = {
  confirm: `/c/${'x'.repeat(40)}`,
  dispatched: `/t/${'x'.repeat(35)}`,
};

/**
 * A message as a customer would get it for a sample order (৳1,250 to pay), and what it costs: the Customer
 * SMS screen shows it beside each text. A Latin name for an English text, or its count would be Bangla's.
 */
export function sampleSms(kind: SmsKind, template: string, sample: { shop: string; origin: string }) {
  const text = renderSms(template, {
    shop: sample.shop,
    name: hasBangla(template) ? 'রহিম' : 'Rahim',
    order: '7K3M9QXA',
    amount: smsAmount(template, 125_000),
    courier: 'Steadfast',
    link: `${sample.origin.replace(/\/+$/, '')}${SAMPLE_LINK_PATHS[kind]}`,
  });
  return { text, count: smsParts(text) };
}

const PLACEHOLDER = /\{(\w+)\}/g;

/** The placeholders a template names that we do not fill (shown to the seller as a mistake). */
export function unknownPlaceholders(template: string): string[] {
  const known = new Set<string>(SMS_PLACEHOLDERS);
  return [...template.matchAll(PLACEHOLDER)].map((m) => m[1]!).filter((name) => !known.has(name));
}

export function renderSms(template: string, values: SmsValues): string {
  return template
    .replace(PLACEHOLDER, (whole, name: string) =>
      Object.hasOwn(values, name) ? values[name as SmsPlaceholder] : whole,
    )
    .trim();
}
