import { formatTaka, type Poisha } from '@chalan/core/money';
import dayjs from 'dayjs';

/** "Mar 5, 2024 3:07 PM" */
export function formatDateTime(value: string | Date | null | undefined, empty = '—'): string {
  if (!value) return empty;
  const date = dayjs(value);
  return date.isValid() ? date.format('MMM D, YYYY h:mm A') : empty;
}

/** "Mar 5, 2024" */
export function formatDate(value: string | Date | null | undefined, empty = '—'): string {
  if (!value) return empty;
  const date = dayjs(value);
  return date.isValid() ? date.format('MMM D, YYYY') : empty;
}

/** Money is integer poisha everywhere: `৳1,250`. */
export function formatMoney(poisha: Poisha): string {
  return formatTaka(poisha);
}

const dhakaParts = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Dhaka',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** "Mar 5, 2024 3:07pm" in Dhaka time, as the invoices print it (spec part 1 §2). */
export function formatInvoiceDate(value: string | Date): string {
  const parts = Object.fromEntries(dhakaParts.formatToParts(new Date(value)).map((p) => [p.type, p.value]));
  return `${parts.month} ${parts.day}, ${parts.year} ${parts.hour}:${parts.minute}${String(parts.dayPeriod).toLowerCase()}`;
}
