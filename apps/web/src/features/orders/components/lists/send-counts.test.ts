import { describe, expect, it } from 'vitest';
import { courierCountsOf } from './send-counts.ts';

const steadfast = { id: '0b6f7c1e-3d2a-4c5b-9e8f-1a2b3c4d5e6f', name: 'Steadfast' };
const pathao = { id: '1c7e8d2f-4e3b-4d6c-8f9a-2b3c4d5e6f70', name: 'Pathao' };
const redx = { id: '2d8f9e3a-5f4c-4e7d-9a0b-3c4d5e6f7081', name: 'RedX' };

describe('courierCountsOf (what the send confirmation counts for the selected orders)', () => {
  it('counts the orders per courier, most first, then by name, with those that have no courier', () => {
    const orders = [pathao, steadfast, null, steadfast, redx, pathao, steadfast].map((courier) => ({
      courier,
    }));
    expect(courierCountsOf(orders)).toEqual({
      total: 7,
      couriers: [
        { courierId: steadfast.id, name: 'Steadfast', count: 3 },
        { courierId: pathao.id, name: 'Pathao', count: 2 },
        { courierId: redx.id, name: 'RedX', count: 1 },
        { courierId: null, name: null, count: 1 },
      ],
    });
  });

  it('has nothing to count with nothing selected', () => {
    expect(courierCountsOf([])).toEqual({ total: 0, couriers: [] });
  });
});
