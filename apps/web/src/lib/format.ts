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
