import { describe, expect, it } from 'vitest';
import {
  DELIVERY_STATUSES,
  deliveryStatusColor,
  isFinalDeliveryStatus,
  normaliseCourierStatus,
  toDeliveryStatus,
} from './delivery-status.ts';

describe('toDeliveryStatus', () => {
  it('keeps each of the eleven statuses and calls anything else unknown', () => {
    expect(DELIVERY_STATUSES).toHaveLength(11);
    for (const status of DELIVERY_STATUSES) expect(toDeliveryStatus(status)).toBe(status);
    for (const other of ['Delivered', 'shipped', '', null, 3, undefined]) {
      expect(toDeliveryStatus(other)).toBe('unknown');
    }
  });
});

describe('normaliseCourierStatus', () => {
  it('takes every Steadfast delivery_status as it is, in any case', () => {
    for (const status of DELIVERY_STATUSES) {
      expect(normaliseCourierStatus('steadfast', status)).toBe(status);
      expect(normaliseCourierStatus('steadfast', status.toUpperCase())).toBe(status);
    }
    expect(normaliseCourierStatus('steadfast', ' Partial Delivered ')).toBe('partial_delivered');
    expect(normaliseCourierStatus('steadfast', 'lost')).toBe('unknown');
  });

  it('maps every Pathao webhook event per the contract', () => {
    const expected: Record<string, string> = {
      'order.created': 'pending',
      'order.pickup-requested': 'pending',
      'order.assigned-for-pickup': 'pending',
      'order.picked': 'pending',
      'order.pickup-failed': 'pending',
      'order.pickup-cancelled': 'cancelled',
      'order.at-the-sorting-hub': 'pending',
      'order.in-transit': 'pending',
      'order.received-at-last-mile-hub': 'pending',
      'order.assigned-for-delivery': 'pending',
      'order.delivered': 'delivered',
      'order.partial-delivery': 'partial_delivered',
      'order.returned': 'cancelled',
      'order.delivery-failed': 'cancelled',
      'order.on-hold': 'hold',
      'order.paid-return': 'cancelled',
      'order.return-in-transit': 'cancelled',
      'order.returned-to-merchant': 'cancelled',
      // events that say nothing about where the parcel is
      'order.updated': 'unknown',
      'order.paid': 'unknown',
      'order.exchanged': 'unknown',
      'order.return-id-created': 'unknown',
      'store.created': 'unknown',
    };
    for (const [event, status] of Object.entries(expected)) {
      expect([event, normaliseCourierStatus('pathao', event)]).toEqual([event, status]);
    }
  });

  it('reads Pathao slugs and display names alike', () => {
    const expected: Record<string, string> = {
      pending: 'pending',
      Pending: 'pending',
      picked: 'pending',
      'In Transit': 'pending',
      'in-transit': 'pending',
      'At the Sorting HUB': 'pending',
      delivered: 'delivered',
      Delivered: 'delivered',
      'partial-delivery': 'partial_delivered',
      'Partial Delivery': 'partial_delivered',
      returned: 'cancelled',
      Return: 'cancelled',
      'Delivery Failed': 'cancelled',
      'on-hold': 'hold',
      'On Hold': 'hold',
      Hold: 'hold',
      Exchange: 'unknown',
      '': 'unknown',
    };
    for (const [raw, status] of Object.entries(expected)) {
      expect([raw, normaliseCourierStatus('pathao', raw)]).toEqual([raw, status]);
    }
  });

  it('maps every RedX status per the contract, the rest being on its way', () => {
    const expected: Record<string, string> = {
      'ready-for-delivery': 'pending',
      'delivery-in-progress': 'pending',
      delivered: 'delivered',
      'agent-hold': 'hold',
      'agent-returning': 'cancelled',
      returned: 'cancelled',
      'agent-area-change': 'pending',
      'pickup-pending': 'pending',
      cancelled: 'cancelled',
      Delivered: 'delivered',
      '': 'unknown',
    };
    for (const [raw, status] of Object.entries(expected)) {
      expect([raw, normaliseCourierStatus('redx', raw)]).toEqual([raw, status]);
    }
  });
});

describe('isFinalDeliveryStatus', () => {
  it('is true for delivered, partly delivered and cancelled only', () => {
    const final = DELIVERY_STATUSES.filter(isFinalDeliveryStatus);
    expect(final.sort()).toEqual(['cancelled', 'delivered', 'partial_delivered']);
  });
});

describe('deliveryStatusColor', () => {
  it('gives each status its badge colour', () => {
    expect(deliveryStatusColor('delivered')).toBe('green');
    expect(deliveryStatusColor('partial_delivered')).toBe('teal');
    expect(deliveryStatusColor('cancelled')).toBe('red');
    expect(deliveryStatusColor('hold')).toBe('grape');
    expect(deliveryStatusColor('in_review')).toBe('blue');
    expect(deliveryStatusColor('pending')).toBe('cyan');
    expect(deliveryStatusColor('unknown')).toBe('gray');
    for (const status of DELIVERY_STATUSES.filter((s) => s.endsWith('_approval_pending'))) {
      expect(['yellow', 'orange']).toContain(deliveryStatusColor(status));
    }
  });
});
