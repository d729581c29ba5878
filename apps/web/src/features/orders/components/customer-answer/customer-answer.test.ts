import { describe, expect, it } from 'vitest';
import { customerCanAnswer, customerState } from './customer-answer.ts';

const order = {
  status: 'processing',
  courierStatus: 'none',
  customerAnswer: null,
  customerAskedAt: null,
} as const;
const asked = { ...order, customerAskedAt: '2026-03-05T09:00:00.000Z' };

describe("an order's customer answer", () => {
  it('is nothing until a confirmation SMS went out, then waiting', () => {
    expect(customerState(order)).toBeNull();
    expect(customerState(asked)).toBe('waiting');
    expect(customerState({ ...asked, status: 'ready' })).toBe('waiting');
  });

  it('is what the customer said, whatever happened to the order since', () => {
    expect(customerState({ ...asked, customerAnswer: 'confirmed' })).toBe('confirmed');
    expect(customerState({ ...asked, customerAnswer: 'confirmed', courierStatus: 'sent' })).toBe('confirmed');
    expect(customerState({ ...asked, customerAnswer: 'cancelled', status: 'cancelled' })).toBe('cancelled');
  });

  it('no longer waits once the order is with a courier or closed', () => {
    expect(customerState({ ...asked, status: 'ready', courierStatus: 'sent' })).toBeNull();
    expect(customerState({ ...asked, status: 'completed' })).toBeNull();
    expect(customerState({ ...asked, status: 'cancelled' })).toBeNull();
  });

  it('can be asked for only while the customer can still answer', () => {
    expect(customerCanAnswer(order)).toBe(true);
    expect(customerCanAnswer(asked)).toBe(true);
    expect(customerCanAnswer({ ...order, customerAnswer: 'confirmed' })).toBe(false);
    expect(customerCanAnswer({ ...order, status: 'ready', courierStatus: 'sent' })).toBe(false);
    expect(customerCanAnswer({ ...order, status: 'ready', courierStatus: 'returned' })).toBe(true);
    expect(customerCanAnswer({ ...order, status: 'cancelled' })).toBe(false);
  });
});
