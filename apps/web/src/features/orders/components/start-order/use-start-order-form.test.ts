import { MESSAGES } from '@chalan/core/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyOrder, orderBody, type StartOrderValues, validateStartOrder } from './use-start-order-form.ts';

const CUSTOMER = '0b6f7c1e-3d2a-4c5b-9e8f-1a2b3c4d5e6f';
const STORE = '1c7e8d2f-4e3b-4d6c-8f9a-2b3c4d5e6f70';
const COURIER = '2d8f9e3a-5f4c-4e7d-9a0b-3c4d5e6f7081';
const PRODUCT = '3e9a0f4b-6a5d-4f8e-8b1c-4d5e6f708192';

const stores = [
  { id: 'closed', name: 'Old shop', status: false },
  { id: STORE, name: 'Dhanmondi', status: true },
];

/** A filled-in form, as the user leaves it before Save. */
const filled = (over: Partial<StartOrderValues> = {}): StartOrderValues => ({
  ...emptyOrder(stores),
  customerId: CUSTOMER,
  salesDate: '2024-03-05',
  refNo: 'FB-1021',
  courierId: COURIER,
  lines: [
    {
      productId: PRODUCT,
      name: 'Cotton saree',
      salePrice: 50_000,
      maxQty: 4,
      qty: '2',
      discount: '25.5',
      weightGrams: 600,
    },
  ],
  discountOnAll: { type: 'percentage', value: '12.5' },
  advance: '100',
  note: '  Call before 5pm ',
  ...over,
});

afterEach(() => {
  vi.useRealTimers();
});

describe('a new order form', () => {
  it("opens on today's date in Dhaka, the first active store, cash on delivery and nothing else", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2024-03-05T19:30:00Z')); // already 6 March in Dhaka
    const order = emptyOrder(stores);
    expect([order.salesDate, order.storeId, order.paymentType]).toEqual(['2024-03-06', STORE, 'COD']);
    expect(order.lines).toEqual([]);
    expect(order.discountOnAll).toEqual({ type: 'fixed', value: '' });
    const blanks = [order.customerId, order.refNo, order.deliveryCharge, order.advance, order.note];
    expect(blanks.every((value) => value === '')).toBe(true);
    expect(order.courierId).toBeNull();
  });

  it('has no store chosen when every store is inactive', () => {
    expect(emptyOrder([{ id: 'closed', name: 'Old shop', status: false }]).storeId).toBeNull();
  });
});

describe('orderBody (what Save sends)', () => {
  it('sends money typed in taka as poisha, a percentage as basis points and the note trimmed', () => {
    expect(orderBody(filled(), 6_000)).toEqual({
      customerId: CUSTOMER,
      storeId: STORE,
      salesDate: '2024-03-05',
      refNo: 'FB-1021',
      courierId: COURIER,
      paymentType: 'COD',
      lines: [{ productId: PRODUCT, qty: 2, discount: 2_550 }],
      discountOnAll: { type: 'percentage', value: 1_250 },
      deliveryCharge: 6_000,
      advance: 10_000,
      note: 'Call before 5pm',
      weightGrams: 1_200,
      deliveryType: 'home',
      itemType: 'parcel',
    });
  });

  it('sends the lines’ weight until one is typed, then the typed kilograms as grams', () => {
    expect(orderBody(filled({ lines: [{ ...filled().lines[0]!, qty: '3' }] }), null).weightGrams).toBe(1_800);
    expect(orderBody(filled({ weightGrams: '2.5' }), null).weightGrams).toBe(2_500);
    expect(orderBody(filled({ weightGrams: 0.125 }), null).weightGrams).toBe(125);
    const hub = orderBody(filled({ deliveryType: 'hub', itemType: 'document' }), null);
    expect([hub.deliveryType, hub.itemType]).toEqual(['hub', 'document']);
  });

  it('leaves the delivery charge to the server when there is none, and sends no empty note', () => {
    const body = orderBody(
      filled({ note: '   ', advance: '', discountOnAll: { type: 'fixed', value: '' } }),
      null,
    );
    expect(body).not.toHaveProperty('deliveryCharge');
    expect(body.note).toBeUndefined();
    expect(body.advance).toBe(0);
    expect(body.discountOnAll).toEqual({ type: 'fixed', value: 0 });
  });
});

describe('validateStartOrder (the messages under the fields)', () => {
  it('has nothing to say about a complete order', () => {
    expect(validateStartOrder(filled())).toEqual({});
  });

  it('names every missing choice under its own field', () => {
    const errors = validateStartOrder({ ...emptyOrder([]), salesDate: '' });
    expect(errors).toEqual({
      customerId: MESSAGES.pleaseSelectCustomer,
      storeId: MESSAGES.selectStore,
      salesDate: MESSAGES.salesDateInvalid,
      refNo: MESSAGES.refNoRequired,
      courierId: MESSAGES.courierRequired,
      lines: MESSAGES.addAProduct,
    });
  });

  it('says what is wrong with a typed weight, and with lines too heavy for one order', () => {
    expect(validateStartOrder(filled({ weightGrams: '0' }))).toEqual({
      weightGrams: MESSAGES.weightInvalid,
    });
    expect(validateStartOrder(filled({ weightGrams: '1.2345' }))).toEqual({
      weightGrams: MESSAGES.weightInvalid,
    });
    const sack = { ...filled().lines[0]!, weightGrams: 30_000, maxQty: 100, qty: '34' };
    expect(validateStartOrder(filled({ lines: [sack] }))).toEqual({
      weightGrams: 'The weight can be at most 1,000 kg',
    });
    expect(validateStartOrder(filled({ lines: [sack], weightGrams: '999' }))).toEqual({});
  });

  it('checks quantities against what is available, which the schema cannot know', () => {
    const line = filled().lines[0]!;
    expect(validateStartOrder(filled({ lines: [{ ...line, qty: 5 }] }))).toEqual({
      'lines.0.qty': MESSAGES.quantityAboveAvailable,
    });
  });
});
