import type { OrderDetail } from '@chalan/core/orders/dto';
import { describe, expect, it } from 'vitest';
import { editBody, initialValues } from './use-order-edit-form.ts';

type Courier = Parameters<typeof initialValues>[1][number];

const redx: Courier = {
  id: 'c-redx',
  name: 'RedX',
  provider: 'redx',
  mode: 'live',
  apiActive: true,
  tellsBalance: false,
  credentials: {},
  chargeInDhaka: 6_000,
  chargeOutsideDhaka: 12_000,
  status: true,
  completeOnDelivered: false,
};

const orderLine = (over: Partial<OrderDetail['lines'][number]>): OrderDetail['lines'][number] => ({
  id: 'l1',
  productId: 'p-saree',
  name: 'Cotton saree',
  salePrice: 50_000,
  liftPrice: 30_000,
  qty: 1,
  discount: 0,
  availableQty: 0,
  weightGrams: 500,
  ...over,
});

/** An order as the API sends it; only what the edit form reads matters here. */
const order = (over: Partial<OrderDetail> = {}): OrderDetail =>
  ({
    name: 'Rahima Begum',
    phone: '01712345678',
    address: 'House 12, Road 5',
    district: 'Dhaka',
    thana: 'Dhanmondi',
    refNo: null,
    paymentType: 'COD',
    courier: { id: 'c-redx', name: 'RedX' },
    lines: [
      orderLine({ qty: 2, discount: 2_550, availableQty: 1 }),
      orderLine({
        id: 'l2',
        productId: 'p-scarf',
        name: 'Scarf',
        salePrice: 20_000,
        qty: 1,
        availableQty: 4,
      }),
    ],
    discount: { type: 'percentage', value: 1_250 },
    deliveryCharge: 6_000,
    advance: 0,
    note: null,
    // Its lines' sum: 2 sarees and a scarf of 500 g.
    weightGrams: 1_500,
    deliveryType: 'hub',
    itemType: 'parcel',
    ...over,
  }) as OrderDetail;

describe('the order edit form as it opens', () => {
  it("shows the order's money in taka, and zeros as blank fields to type in", () => {
    const values = initialValues(order(), [redx]);
    expect(values.lines.map((l) => [l.name, l.qty, l.discount])).toEqual([
      ['Cotton saree', 2, '25.50'],
      ['Scarf', 1, ''],
    ]);
    expect(values.discountOnAll).toEqual({ type: 'percentage', value: '12.50' });
    expect([values.advance, values.refNo, values.note]).toEqual(['', '', '']);
    expect(values.courierId).toBe('c-redx');
  });

  it('lets a line hold what is available plus the units the order already has', () => {
    const values = initialValues(order(), [redx]);
    expect(values.lines.map((l) => l.maxQty)).toEqual([3, 5]);
  });

  it('asks for another courier when the order courier is no longer active', () => {
    expect(initialValues(order(), []).courierId).toBeNull();
    expect(initialValues(order({ courier: null }), [redx]).courierId).toBeNull();
  });
});

describe('the order’s weight on the edit form', () => {
  it('follows the lines when the order weighs what its lines add up to', () => {
    const values = initialValues(order(), [redx]);
    expect(values.weightGrams).toBeNull();
    const more = { ...values, lines: values.lines.map((l) => ({ ...l, qty: 3 })) };
    expect(editBody(more, 6_000).weightGrams).toBe(3_000);
  });

  it('keeps a weight typed by hand, in kilograms, whatever the lines', () => {
    const values = initialValues(order({ weightGrams: 2_250 }), [redx]);
    expect(values.weightGrams).toBe('2.25');
    const more = { ...values, lines: values.lines.map((l) => ({ ...l, qty: 3 })) };
    expect(editBody(more, 6_000).weightGrams).toBe(2_250);
  });
});

describe('editBody (what Save sends)', () => {
  it('sends money as poisha, the charge shown, no blank district or note', () => {
    const values = {
      ...initialValues(order({ district: null, thana: null }), [redx]),
      advance: '150',
      note: '  Leave at the gate ',
    };
    expect(editBody(values, 12_000)).toEqual({
      name: 'Rahima Begum',
      phone: '01712345678',
      address: 'House 12, Road 5',
      district: undefined,
      thana: undefined,
      refNo: '',
      paymentType: 'COD',
      courierId: 'c-redx',
      lines: [
        { productId: 'p-saree', qty: 2, discount: 2_550 },
        { productId: 'p-scarf', qty: 1, discount: 0 },
      ],
      discountOnAll: { type: 'percentage', value: 1_250 },
      deliveryCharge: 12_000,
      advance: 15_000,
      note: 'Leave at the gate',
      weightGrams: 1_500,
      deliveryType: 'hub',
      itemType: 'parcel',
    });
  });

  it('sends an empty courier when none is chosen, for the server to refuse with its message', () => {
    const values = { ...initialValues(order(), []), note: '   ' };
    const body = editBody(values, 6_000);
    expect(body.courierId).toBe('');
    expect(body.note).toBeUndefined();
  });
});
