import { formatInvoiceDate } from '../../lib/format.ts';

/** "Mar 5, 2024 3:07pm" in Dhaka time (the seller's clock), or `empty` when there is no valid time. */
export function dhakaTime(value: string | null | undefined, empty = '—'): string {
  if (!value || Number.isNaN(Date.parse(value))) return empty;
  return formatInvoiceDate(value);
}
