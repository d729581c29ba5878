import { isOpen, ORDER_STATUSES, type OrderStatus } from '@chalan/core';
import { between, intBelow, type RandomSource, weighted } from './orders-generator-data.ts';

/** When the generated orders were placed and how far each has come through the status machine. */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The status an order of this age most likely has now: recent ones are still open. */
export function statusForAge(random: RandomSource, ageHours: number): OrderStatus {
  if (ageHours < 24) return weighted(random, { processing: 60, ready: 25, cancelled: 10, completed: 5 });
  if (ageHours < 96) {
    return weighted(random, { processing: 10, ready: 30, completed: 40, cancelled: 10, returned: 10 });
  }
  return weighted(random, { completed: 80, returned: 11, cancelled: 9 });
}

/** The moves the status machine allows from processing to `status`, with plausible hours between them. */
export function pathTo(random: RandomSource, status: OrderStatus): { to: OrderStatus; hours: number }[] {
  const ready = { to: 'ready' as const, hours: between(random, 2, 30) };
  const completed = { to: 'completed' as const, hours: between(random, 24, 96) };
  switch (status) {
    case 'processing':
      return [];
    case 'ready':
      return [ready];
    case 'completed':
      return [ready, completed];
    case 'cancelled':
      return random() < 0.7
        ? [{ to: 'cancelled', hours: between(random, 1, 48) }]
        : [ready, { to: 'cancelled', hours: between(random, 1, 24) }];
    case 'returned':
      return random() < 0.85
        ? [ready, completed, { to: 'returned', hours: between(random, 48, 168) }]
        : [
            { to: 'cancelled', hours: between(random, 1, 48) },
            { to: 'returned', hours: between(random, 24, 72) },
          ];
  }
}

/** Order times, oldest first, more of them lately and fewer at night (Dhaka time). */
export function orderTimes(random: RandomSource, count: number, days: number, now: number): number[] {
  const times: number[] = [];
  while (times.length < count) {
    const t = now - days * DAY * (1 - Math.sqrt(random())) - intBelow(random, HOUR);
    const dhakaHour = new Date(t + 6 * HOUR).getUTCHours();
    if (dhakaHour >= 1 && dhakaHour < 9 && random() < 0.8) continue;
    times.push(t);
  }
  return times.sort((a, b) => a - b);
}

/** Every status present when there are enough orders: the newest take the open ones, the oldest the rest. */
export function coverEveryStatus(statuses: OrderStatus[]) {
  if (statuses.length < ORDER_STATUSES.length) return;
  const fixed = new Set<number>();
  for (const status of ORDER_STATUSES) {
    if (statuses.includes(status)) continue;
    const open = isOpen(status);
    let i = open ? statuses.length - 1 : 0;
    while (fixed.has(i) || statuses.filter((s) => s === statuses[i]).length < 2) i += open ? -1 : 1;
    statuses[i] = status;
    fixed.add(i);
  }
}

/**
 * The COD of an order completed more than three days before `now`: received two to five days after
 * completion, in full — or, now and then, short (the courier kept ৳50), as sellers see it happen.
 */
export function codReceipt(
  random: RandomSource,
  completedAt: number,
  now: number,
  payable: number,
): { at: Date; amount: number } | null {
  if (now - completedAt < 3 * DAY) return null;
  const at = Math.min(now, completedAt + between(random, 2 * 24, 5 * 24) * HOUR);
  const short = random() < 0.03;
  return { at: new Date(at), amount: short ? Math.max(0, payable - 5_000) : payable };
}
