import { DHAKA_OFFSET_MS } from '@chalan/core/time';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "5 Mar 24": the day in Dhaka, wherever the browser is (Intl spells September "Sept" in en-GB). */
export function formatStockDate(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '—';
  const dhaka = new Date(time + DHAKA_OFFSET_MS);
  const year = String(dhaka.getUTCFullYear() % 100).padStart(2, '0');
  return `${dhaka.getUTCDate()} ${MONTHS[dhaka.getUTCMonth()]} ${year}`;
}
