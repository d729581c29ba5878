import { type Grams, kgText, normalizePhone, POISHA_PER_TAKA, roundToTaka } from '@chalan/core';
import type { ParcelRequest } from './types.ts';

/**
 * Whole taka for couriers that collect whole taka (Pathao, RedX): half a taka and more rounds up, as
 * our invoices round, so the courier collects what the invoice shows. Integer arithmetic only.
 */
export const wholeTaka = (poisha: number): number => roundToTaka(poisha);

/**
 * Taka with poisha as a JSON number (Steadfast's cod_amount keeps them; payables are never negative): the digits are written out and
 * read once, so 125050 poisha is exactly 1250.5 on the wire and no float arithmetic touches the amount.
 */
export function takaWithPoisha(poisha: number): number {
  const whole = Math.trunc(poisha / POISHA_PER_TAKA);
  const fraction = String(Math.abs(poisha % POISHA_PER_TAKA)).padStart(2, '0');
  return Number(`${whole}.${fraction}`);
}

/** Kilograms as a JSON number (Pathao's item_weight): written out from the grams and read once, as above. */
export const kilograms = (grams: Grams): number => Number(kgText(grams));

/**
 * The address the courier routes by: ours, followed by the thana and district unless it names them
 * already; ours alone when the longer one would pass the courier's `max`.
 */
export function deliveryAddress(address: string, thana: string, district: string, max: number): string {
  let full = address.trim();
  for (const place of [thana.trim(), district.trim()]) {
    if (place && !full.toLowerCase().includes(place.toLowerCase())) full = `${full}, ${place}`;
  }
  return full.length <= max ? full : address.trim();
}

/** The recipient as every courier takes them: trimmed name, 11-digit phone, the address to route by. */
export function recipientOf(request: ParcelRequest, maxAddress: number) {
  return {
    name: request.recipientName.trim(),
    phone: normalizePhone(request.recipientPhone),
    address: deliveryAddress(request.recipientAddress, request.thana, request.district, maxAddress),
  };
}

/** The recipient in the field names of Steadfast's and Pathao's create calls. */
export function recipientFields(request: ParcelRequest, maxAddress: number) {
  const recipient = recipientOf(request, maxAddress);
  return {
    recipient_name: recipient.name,
    recipient_phone: recipient.phone,
    recipient_address: recipient.address,
  };
}
