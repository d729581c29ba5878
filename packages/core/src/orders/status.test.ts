import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COURIER_STATES,
  canMove,
  isOpen,
  isPlaced,
  isPurchase,
  ORDER_STATUSES,
  type OrderStatus,
  restocksOn,
  restocksOnDelete,
} from './status.ts';

describe('order status machine', () => {
  it('allows exactly the moves of DESIGN.md', () => {
    const allowed = ORDER_STATUSES.flatMap((from) =>
      ORDER_STATUSES.filter((to) => canMove(from, to)).map((to) => `${from}->${to}`),
    );
    expect(allowed.sort()).toEqual(
      [
        'processing->ready',
        'processing->cancelled',
        'ready->completed',
        'ready->processing',
        'ready->cancelled',
        'completed->returned',
        'cancelled->returned',
      ].sort(),
    );
  });

  it('ends every path at returned, which has no way out', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...ORDER_STATUSES), { maxLength: 20 }), (targets) => {
        let status: OrderStatus = 'processing';
        for (const to of targets) if (canMove(status, to)) status = to;
        if (status === 'returned') expect(ORDER_STATUSES.some((to) => canMove('returned', to))).toBe(false);
        expect(canMove(status, status)).toBe(false);
      }),
    );
  });

  it('puts goods back on a cancel only when nothing went to a courier, and always on a return', () => {
    expect(restocksOn('cancelled', 'none')).toBe(true);
    expect(restocksOn('cancelled', 'sent')).toBe(false);
    for (const state of COURIER_STATES) expect(restocksOn('returned', state)).toBe(true);
    expect(restocksOn('completed', 'none')).toBe(false);
    expect(restocksOn('ready', 'none')).toBe(false);
    expect(restocksOnDelete('processing', 'none')).toBe(true);
    expect(restocksOnDelete('ready', 'sent')).toBe(false);
    expect(restocksOnDelete('completed', 'none')).toBe(false);
  });

  it('keeps processing and ready open, and only completed and open orders count as a purchase', () => {
    expect(ORDER_STATUSES.filter(isOpen)).toEqual(['processing', 'ready']);
    expect(ORDER_STATUSES.filter(isPurchase)).toEqual(['processing', 'ready', 'completed']);
  });

  it('counts every order but a cancelled one as placed (a returned order was placed)', () => {
    expect(ORDER_STATUSES.filter(isPlaced)).toEqual(['processing', 'ready', 'completed', 'returned']);
  });
});
