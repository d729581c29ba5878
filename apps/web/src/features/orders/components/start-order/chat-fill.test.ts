import type { ChatOrderReply } from '@chalan/core/chat-order/schemas';
import { describe, expect, it } from 'vitest';
import type { FoundProduct } from '../../api/create.ts';
import { chatCustomer, chatFoundAnything, linesFromChat } from './chat-fill.ts';
import { withProducts } from './order-form-values.ts';

const product = (id: string, availableQty: number): FoundProduct => ({
  id,
  name: `Product ${id}`,
  salePrice: 10_000,
  liftPrice: 5_000,
  availableQty,
  weightGrams: 500,
  imageUrl: null,
  storeId: 'store',
});

const reply = (over: Partial<ChatOrderReply> = {}): ChatOrderReply => ({
  phone: { value: '01911223344', confidence: 'high' },
  otherPhones: [],
  name: { value: 'সুমাইয়া ইসলাম', confidence: 'high' },
  address: { value: 'বাসা ৭, উত্তর বাড্ডা', confidence: 'medium' },
  district: { value: 'Dhaka', confidence: 'high' },
  thana: { value: 'Badda', confidence: 'low' },
  products: [],
  customer: null,
  unread: [],
  ...over,
});

describe('who a pasted message is from', () => {
  it('is the seller’s customer with that phone, as the search would pick them', () => {
    const picked = {
      id: 'c1',
      name: 'Rahim Uddin',
      phone: '01911223344',
      address: 'House 12',
      district: 'Dhaka',
      thana: 'Dhanmondi',
    };
    const customer = {
      ...picked,
      imageUrl: null,
      link: null,
      createdAt: '2024-03-05T10:00:00Z',
      lastPurchase: null,
    };
    expect(chatCustomer(reply({ customer }))).toEqual({ customer: picked });
  });

  it('is otherwise a new customer to check, each value with how sure it is', () => {
    expect(chatCustomer(reply())).toEqual({
      draft: {
        phone: '01911223344',
        name: 'সুমাইয়া ইসলাম',
        address: 'বাসা ৭, উত্তর বাড্ডা',
        district: 'Dhaka',
        thana: 'Badda',
        confidence: { phone: 'high', name: 'high', address: 'medium', district: 'high', thana: 'low' },
      },
    });
  });

  it('leaves blank what the message did not say, and never a thana without its district', () => {
    const draft = chatCustomer(reply({ phone: null, district: null, address: null }));
    expect(draft).toEqual({
      draft: {
        phone: '',
        name: 'সুমাইয়া ইসলাম',
        address: '',
        district: null,
        thana: null,
        confidence: { name: 'high' },
      },
    });
  });

  it('is nobody when the message names no one; such a message gives nothing without products', () => {
    const none = reply({ phone: null, name: null, address: null, district: null, thana: null });
    expect(chatCustomer(none)).toBeNull();
    expect(chatFoundAnything(none)).toBe(false);
    const withProduct = {
      productId: 'a',
      name: 'Product a',
      qty: 1,
      confidence: 'high' as const,
      matchedText: 'a',
      product: product('a', 3),
    };
    expect(chatFoundAnything({ ...none, products: [withProduct] })).toBe(true);
  });
});

describe('products with quantities at once', () => {
  it('adds each as that many picks would, onto the lines already there', () => {
    const first = withProducts([], [{ product: product('a', 5), qty: 1 }]).lines;
    const { lines, short } = withProducts(first, [
      { product: product('a', 5), qty: 2 },
      { product: product('b', 9), qty: 4 },
    ]);
    expect(lines.map((l) => [l.productId, l.qty, l.maxQty])).toEqual([
      ['a', 3, 5],
      ['b', 4, 9],
    ]);
    expect(short).toEqual([]);
  });

  it('stops at the stock, and says what it could not add', () => {
    const { lines, short } = withProducts(
      [],
      [
        { product: product('a', 2), qty: 5 },
        { product: product('b', 0), qty: 1 },
      ],
    );
    expect(lines.map((l) => [l.productId, l.qty])).toEqual([['a', 2]]);
    expect(short).toEqual([
      { name: 'Product a', asked: 5, added: 2 },
      { name: 'Product b', asked: 1, added: 0 },
    ]);
  });
});

describe('the lines a pasted message adds', () => {
  const guessed = (id: string, qty: number, confidence: 'high' | 'medium' | 'low') => ({
    productId: id,
    name: `Product ${id}`,
    qty,
    confidence,
    matchedText: id,
    product: product(id, 10),
  });

  it('are the sure and likely matches with their quantities; an unsure one is only listed', () => {
    const lines = linesFromChat(
      reply({ products: [guessed('a', 2, 'high'), guessed('b', 1, 'medium'), guessed('c', 1, 'low')] }),
    );
    expect(lines.map((l) => [l.product.id, l.qty])).toEqual([
      ['a', 2],
      ['b', 1],
    ]);
  });
});
