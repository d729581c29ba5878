import { type DeliveryStatus, isFinalDeliveryStatus, parseTaka, withoutControls } from '@chalan/core';

/** Reading couriers' JSON without trusting its shape. */

export type Json = Record<string, unknown>;

export const asRecord = (value: unknown): Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};

/**
 * A non-blank string, or a number written as one (ids come as either). Control characters are dropped:
 * what a courier says is stored, and PostgreSQL cannot store U+0000.
 */
export function text(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  const clean = typeof value === 'string' ? withoutControls(value) : '';
  return clean === '' ? undefined : clean;
}

/** A whole count sent as a number or a numeric string. */
export function count(value: unknown): number | undefined {
  const n = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 ? n : undefined;
}

const messagesOf = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).map(text).filter((m): m is string => m !== undefined);

/**
 * The courier's reason for refusing: the first message of the first `preferred` field that has one (the
 * spec shows Steadfast's recipient_phone error first), else the first of any field, else its `message`.
 */
export function validationDetail(body: unknown, preferred: string[] = []): string | undefined {
  const b = asRecord(body);
  const errors = asRecord(b.errors);
  for (const field of preferred) {
    const [first] = messagesOf(errors[field]);
    if (first) return first;
  }
  for (const value of Object.values(errors)) {
    const [first] = messagesOf(value);
    if (first) return first;
  }
  return text(b.message) ?? text(b.error);
}

const TAKEN = /taken|already|exists|duplicate|unique/i;

/** The courier says our invoice (in `field`) is already one of its parcels. */
export function isDuplicateInvoice(body: unknown, field: string): boolean {
  const b = asRecord(body);
  const errors = asRecord(b.errors);
  if (field in errors) return messagesOf(errors[field]).some((m) => TAKEN.test(m));
  const words = (s: string) => s.toLowerCase().replace(/[_\s]+/g, ' ');
  const message = text(b.message) ?? text(b.error) ?? '';
  return words(message).includes(words(field)) && TAKEN.test(message);
}

const LOCAL_TIME = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

/** Taka as couriers send it (a number or a numeric string, maybe negative, maybe with poisha), in poisha, without floating point. */
export function poishaOf(value: unknown): number | null {
  if (typeof value !== 'number' && typeof value !== 'string') return null;
  return parseTaka(String(value));
}

/**
 * What a courier reports of a settled parcel's money: the cash it collected (none for one that came back)
 * and its charge; nothing while the parcel is on its way (the figures are not final).
 */
export function settledMoney(
  status: DeliveryStatus,
  collected: unknown,
  charge: unknown,
): { collectedPoisha?: number; chargePoisha?: number } {
  if (!isFinalDeliveryStatus(status)) return {};
  const chargePoisha = poishaOf(charge) ?? undefined;
  const collectedPoisha = status === 'cancelled' ? 0 : (poishaOf(collected) ?? undefined);
  return {
    ...(collectedPoisha === undefined ? {} : { collectedPoisha }),
    ...(chargePoisha === undefined ? {} : { chargePoisha }),
  };
}

/**
 * A courier's timestamp: ISO text, "YYYY-MM-DD HH:mm:ss" without a zone (Bangladesh time, UTC+6, no
 * daylight saving), or Unix seconds / milliseconds. undefined when it is none of these.
 */
export function courierTime(value: unknown): Date | undefined {
  let date: Date | undefined;
  if (typeof value === 'number' && Number.isFinite(value))
    date = new Date(value < 1e11 ? value * 1000 : value);
  else if (typeof value === 'string') {
    const v = value.trim();
    date = new Date(LOCAL_TIME.test(v) ? `${v.replace(' ', 'T')}+06:00` : v);
  }
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
}
