import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toBanglaDigits } from '../digits.ts';
import { matchCustomerByPhone } from './customer.ts';
import { parseChatOrder } from './parse-chat-order.ts';
import { findPhones } from './phones.ts';
import { guessPlace } from './places.ts';
import { quantityToken, readQuantity } from './quantities.ts';
import { TEST_CATALOGUE } from './test-set/catalogue.testkit.ts';
import { tokenize } from './words.ts';

const parse = (text: string) => parseChatOrder(text, TEST_CATALOGUE);
const place = (text: string) => {
  const g = guessPlace(tokenize(text));
  return [g.district?.value ?? null, g.thana?.value ?? null];
};
const products = (text: string) => Object.fromEntries(parse(text).products.map((p) => [p.productId, p.qty]));

describe('phones', () => {
  it.each([
    '01712345678',
    '01712-345678',
    '017 1234 5678',
    '+8801712345678',
    '+880 1712-345678',
    '8801712345678',
    '০১৭১২৩৪৫৬৭৮',
    '+৮৮০১৭১২-৩৪৫৬৭৮',
  ])('reads %s as 01712345678', (written) => {
    expect(parse(`Name: Rina\nPhone: ${written}\nMirpur, Dhaka`).phone).toEqual({
      value: '01712345678',
      confidence: 'high',
    });
  });

  it('takes the first mobile and keeps the others', () => {
    const guess = parse('ফোন: ০১৭৩০০১১২২৩, 01844556677 / 01912-345600');
    expect(guess.phone).toEqual({ value: '01730011223', confidence: 'medium' });
    expect(guess.otherPhones).toEqual(['01844556677', '01912345600']);
  });

  it('finds every mobile in Latin or Bangla digits, among other numbers', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('3', '4', '5', '6', '7', '8', '9'),
        fc.stringMatching(/^\d{8}$/),
        fc.boolean(),
        (op, rest, bangla) => {
          const phone = `01${op}${rest}`;
          const written = bangla ? toBanglaDigits(phone) : phone;
          expect(findPhones(`House 12, Road 5, 2ta hijab ${written} 3500tk`).map((f) => f.phone)).toEqual([
            phone,
          ]);
        },
      ),
    );
  });

  it('ignores numbers that are not mobiles', () => {
    expect(findPhones('01212345678 0171234567 02-9123456 [10:32 AM, 3/2/2025]')).toEqual([]);
  });
});

describe('quantities', () => {
  const qty = (text: string) => products(text);
  it.each([
    ['hijab 2ta', 2],
    ['হিজাব ২টা', 2],
    ['হিজাব ২ টি', 2],
    ['Hijab x2', 2],
    ['Hijab x 3', 3],
    ['hijab 2 pcs', 2],
    ['hijab 2 piece', 2],
    ['দুইটা হিজাব', 2],
    ['hijab duita', 2],
    ['two hijabs', 2],
    ['hijab', 1],
    ['Hijab (2)', 2],
    ['4 hijab (black 2, maroon 2)', 4],
  ])('%s -> %d', (text, n) => {
    expect(qty(text)).toEqual({ hijab: n });
  });

  it('does not count sizes, prices, ages or model numbers', () => {
    expect(qty('Borka 1ta, size 52')).toEqual({ borka: 1 });
    expect(qty('Cotton panjabi 42 size')).toEqual({ 'cotton-panjabi': 1 });
    expect(qty('Baby frock (2-3 years)')).toEqual({ frock: 1 });
    expect(qty('Katan saree 3500tk er ta')).toEqual({ katan: 1 });
    expect(qty('Power Bank 10000mAh')).toEqual({ powerbank: 1 });
    expect(qty('Sunscreen SPF 50 - 2 pcs')).toEqual({ sunscreen: 2 });
  });

  it('gives each product of a list its own count', () => {
    expect(qty('লিপস্টিক ২ টি আর ফেসওয়াশ ১ টি')).toEqual({ lipstick: 2, facewash: 1 });
    expect(qty('1 Cotton Panjabi, 1 Silk Panjabi, 2 Lungi')).toEqual({
      'cotton-panjabi': 1,
      'silk-panjabi': 1,
      lungi: 2,
    });
    expect(qty('I need two Smart Watches and one Power Bank')).toEqual({ watch: 2, powerbank: 1 });
    expect(qty('Smart watch 1ta ar ekta power bank')).toEqual({ watch: 1, powerbank: 1 });
  });

  it('reads a count on its own after the product', () => {
    expect(qty('Product: Leather Wallet\nQuantity: 2')).toEqual({ wallet: 2 });
    expect(qty('Katan Saree টা কি available?\nথাকলে ২টা পাঠান')).toEqual({ katan: 2 });
  });

  it('reads a "3 piece" as the garment, "3 pcs" as a count', () => {
    expect(qty('3 piece 2ta')).toEqual({ 'three-piece': 2 });
    expect(qty('lawn 3 piece 2 set')).toEqual({ lawn: 2 });
    expect(qty('3 pcs hijab')).toEqual({ hijab: 3 });
  });

  it('reads a bare number only beside a product', () => {
    const t = ['Kurti', '2'].map(quantityToken);
    expect(readQuantity(t, 1, false)).toEqual({ qty: 2, explicit: false, length: 1 });
    expect(readQuantity(['size', '42'].map(quantityToken), 1, false)).toBeNull();
  });
});

describe('products by name, both scripts', () => {
  it('finds a Latin-named product from Bangla and Banglish words, and a Bangla-named one from Latin', () => {
    expect(products('জামদানি শাড়ি ১টা')).toEqual({ jamdani: 1 });
    expect(products('jamdani shari 1ta')).toEqual({ jamdani: 1 });
    expect(products('nokshi katha 2ta')).toEqual({ katha: 2 });
    expect(products('Mustard oil 5 litre')).toEqual({ oil: 5 });
    expect(products('ফেসওয়াশ ১টা')).toEqual({ facewash: 1 });
    expect(products('powerbank duita')).toEqual({ powerbank: 2 });
  });

  it('finds nothing where nothing is in the catalogue', () => {
    expect(products('I need a perfume and a body spray')).toEqual({});
    expect(products('Phone: 01712345678')).toEqual({});
  });

  it('is less sure of a half-named product than of a full name', () => {
    const [full] = parse('Hair Trimmer 1').products;
    const [half] = parse('trimmer 1').products;
    expect(full?.confidence).toBe('high');
    expect(half?.confidence).toBe('low');
    expect(half?.matchedText).toBe('trimmer');
  });
});

describe('districts and thanas', () => {
  it.each([
    ['ঢাকা', 'Dhaka'],
    ['dhaka city', 'Dhaka'],
    ['Chittagong', 'Chattogram'],
    ['ctg', 'Chattogram'],
    ['chottogram', 'Chattogram'],
    ['চট্টগ্রাম', 'Chattogram'],
    ['Cumilla', 'Comilla'],
    ['Barishal', 'Barisal'],
    ['Bogra', 'Bogura'],
    ['Jessore', 'Jashore'],
    ["Cox's Bazar", 'Coxsbazar'],
    ['coxsbazar', 'Coxsbazar'],
    ['Potuakhali', 'Patuakhali'],
    ['B.Baria', 'Brahmanbaria'],
  ])('%s is %s', (text, district) => {
    expect(place(`House 3, ${text}`)[0]).toBe(district);
  });

  it('maps numbered areas to their thana and infers Dhaka', () => {
    expect(place('মিরপুর-১০')).toEqual(['Dhaka', 'Mirpur']);
    expect(place('mirpur-10')).toEqual(['Dhaka', 'Mirpur']);
    expect(place('Mirpur 10, Dhaka')).toEqual(['Dhaka', 'Mirpur']);
    expect(place('Gulshan 2')).toEqual(['Dhaka', 'Gulshan']);
  });

  it('infers the district of a thana named alone when one district has it, or Dhaka does', () => {
    expect(place('Hathazari')).toEqual(['Chattogram', 'Hathazari']);
    expect(place('srimongol')).toEqual(['Moulvibazar', 'Sreemangal']);
    expect(place('Mohammadpur')).toEqual(['Dhaka', 'Mohammadpur']);
    expect(place('Kaliganj')).toEqual([null, null]);
  });

  it('keeps a thana inside the district the message names', () => {
    expect(place('Mirpur, Kushtia')).toEqual(['Kushtia', 'Mirpur']);
    expect(place('Kotwali, Chattogram')).toEqual(['Chattogram', null]);
    expect(place('sherpur, bogra')).toEqual(['Bogura', 'Sherpur']);
    expect(place('Sherpur Sadar, Sherpur')).toEqual(['Sherpur', 'Sherpur Sadar']);
    expect(place('Sadar, Chandpur')).toEqual(['Chandpur', 'Chandpur Sadar']);
  });

  it('is sure of an exact district, less of a near spelling or an inferred one', () => {
    expect(guessPlace(tokenize('Bhaluka, Mymensingh')).district?.confidence).toBe('high');
    expect(guessPlace(tokenize('Dinajpor')).district).toEqual({ value: 'Dinajpur', confidence: 'medium' });
    expect(guessPlace(tokenize('Hathazari')).district?.confidence).toBe('medium');
  });
});

describe('the whole message', () => {
  it('fills every field from a labelled Bangla message, the address without the other lines', () => {
    expect(
      parse(`আসসালামু আলাইকুম আপু
নাম: রহিমা আক্তার
ফোন: ০১৭১২৩৪৫৬৭৮
ঠিকানা: বাসা ১২, রোড ৫, মিরপুর ১০, ঢাকা
জামদানি শাড়ি ১টা`),
    ).toEqual({
      phone: { value: '01712345678', confidence: 'high' },
      otherPhones: [],
      name: { value: 'রহিমা আক্তার', confidence: 'high' },
      address: { value: 'বাসা ১২, রোড ৫, মিরপুর ১০, ঢাকা', confidence: 'high' },
      district: { value: 'Dhaka', confidence: 'high' },
      thana: { value: 'Mirpur', confidence: 'high' },
      products: [
        { productId: 'jamdani', name: 'Jamdani Saree', qty: 1, confidence: 'high', matchedText: 'জামদানি শাড়ি' },
      ],
    });
  });

  it('reads a one-line message separated by commas, greetings ignored', () => {
    const g = parse('assalamualaikum vai, Tania, 01688112233, cumilla, daudkandi, three piece 2ta plz');
    expect([g.name?.value, g.phone?.value, g.district?.value, g.thana?.value]).toEqual([
      'Tania',
      '01688112233',
      'Comilla',
      'Daudkandi',
    ]);
    expect(g.name?.confidence).toBe('low');
    expect(
      products('assalamualaikum vai, Tania, 01688112233, cumilla, daudkandi, three piece 2ta plz'),
    ).toEqual({ 'three-piece': 2 });
  });

  it('reads lines copied from WhatsApp', () => {
    const g = parse(`[10:33 AM, 3/2/2025] Sumi Apu: jamdani ta 2ta dien
[10:34 AM, 3/2/2025] Sumi Apu: Sumi Akter, 01716-223344`);
    expect([g.name?.value, g.phone?.value, g.products[0]?.qty]).toEqual(['Sumi Akter', '01716223344', 2]);
  });

  it('returns nulls and no products for an empty or unrelated message', () => {
    expect(parse('')).toEqual({
      phone: null,
      otherPhones: [],
      name: null,
      address: null,
      district: null,
      thana: null,
      products: [],
    });
    expect(parse('thanks apu').products).toEqual([]);
  });
});

describe('bugs found in use', () => {
  it('reads "২টা" as the count of the product before it, never as a product ("টা" is not "tea")', () => {
    const catalogue = [
      { id: 'jamdani', name: 'Jamdani Saree' },
      { id: 'katan', name: 'Katan Saree' },
      { id: 'hijab', name: 'Jersey Hijab' },
      { id: 'tea', name: 'Green Tea 100g' },
      { id: 'honey', name: 'Sundarban Honey' },
    ];
    const read = (text: string) =>
      Object.fromEntries(parseChatOrder(text, catalogue).products.map((p) => [p.productId, p.qty]));
    expect(read('জামদানি শাড়ি ২টা আর হিজাব ১টা')).toEqual({ jamdani: 2, hijab: 1 });
    expect(read('২টা জামদানি শাড়ি আর ১টা হিজাব')).toEqual({ jamdani: 2, hijab: 1 });
    expect(read('jamdani saree 2 ta, hijab x2, honey duita')).toEqual({ jamdani: 2, hijab: 2, honey: 2 });
    expect(read('green tea 2ta')).toEqual({ tea: 2 });
  });

  it('reads no place from a "send it to this number" sentence ("নাম্বারে" is not Natore)', () => {
    const catalogue = [
      { id: 'cotton-saree', name: 'Cotton Saree' },
      { id: 'panjabi', name: 'Panjabi' },
      { id: 'scarf', name: 'Scarf' },
    ];
    expect(parseChatOrder('ভাই ০১৭১১২২৩৩৪৪ নাম্বারে একটা স্কার্ফ পাঠান', catalogue)).toEqual({
      phone: { value: '01711223344', confidence: 'high' },
      otherPhones: [],
      name: null,
      address: null,
      district: null,
      thana: null,
      products: [{ productId: 'scarf', name: 'Scarf', qty: 1, confidence: 'high', matchedText: 'স্কার্ফ' }],
    });
  });

  it('uses a loose, sounds-like place match only in a labelled address', () => {
    expect(place('নাম্বারে পাঠান')).toEqual([null, null]);
    expect(parse('Natoor e hijab 1ta pathan').district).toBeNull();
    expect(parse('Address: Natoor\nhijab 1ta').district).toEqual({ value: 'Natore', confidence: 'low' });
  });
});

describe('existing customer', () => {
  const customers = [
    { id: 'c1', phone: '+8801712345678' },
    { id: 'c2', phone: '01812345678' },
  ];
  it('is picked by the normalised phone', () => {
    expect(matchCustomerByPhone(parse('ph 01712-345678').phone?.value ?? null, customers)?.id).toBe('c1');
    expect(matchCustomerByPhone('01912345678', customers)).toBeNull();
    expect(matchCustomerByPhone(null, customers)).toBeNull();
  });
});
