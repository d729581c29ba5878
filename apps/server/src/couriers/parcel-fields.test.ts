import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deliveryAddress, kilograms, takaWithPoisha, wholeTaka } from './parcel-fields.ts';
import { courierTime, isDuplicateInvoice, validationDetail } from './replies.ts';

describe('amounts on the wire', () => {
  it('keeps the poisha for Steadfast, exactly', () => {
    expect(takaWithPoisha(125050)).toBe(1250.5);
    expect(takaWithPoisha(125005)).toBe(1250.05);
    expect(takaWithPoisha(100)).toBe(1);
    expect(takaWithPoisha(0)).toBe(0);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), (poisha) => {
        const [whole, fraction = ''] = String(takaWithPoisha(poisha)).split('.');
        expect(Number(whole) * 100 + Number(fraction.padEnd(2, '0'))).toBe(poisha);
      }),
    );
  });

  it('rounds half a taka and more up for the couriers that collect whole taka', () => {
    expect(wholeTaka(125050)).toBe(1251);
    expect(wholeTaka(125049)).toBe(1250);
    expect(wholeTaka(125000)).toBe(1250);
    expect(wholeTaka(0)).toBe(0);
  });
});

describe('weights on the wire', () => {
  it('gives Pathao the grams as kilograms, exactly', () => {
    expect(kilograms(2_345)).toBe(2.345);
    expect(kilograms(500)).toBe(0.5);
    expect(kilograms(10_000)).toBe(10);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (grams) => {
        const [whole, fraction = ''] = String(kilograms(grams)).split('.');
        expect(Number(whole) * 1000 + Number(fraction.padEnd(3, '0'))).toBe(grams);
      }),
    );
  });
});

describe('deliveryAddress', () => {
  it('adds the thana and district the address does not name yet', () => {
    expect(deliveryAddress('House 12, Road 5', 'Dhanmondi', 'Dhaka', 220)).toBe(
      'House 12, Road 5, Dhanmondi, Dhaka',
    );
    expect(deliveryAddress('House 12, dhanmondi', 'Dhanmondi', 'Dhaka', 220)).toBe(
      'House 12, dhanmondi, Dhaka',
    );
    expect(deliveryAddress(' Savar bazar ', '', '', 220)).toBe('Savar bazar');
  });

  it('keeps the address alone when the longer one would pass the courier’s limit', () => {
    const long = 'x'.repeat(215);
    expect(deliveryAddress(long, 'Savar', 'Dhaka', 220)).toBe(long);
  });
});

describe('reading courier replies', () => {
  const body = {
    message: 'Please fix the given errors',
    errors: { recipient_name: ['The name is required.'], recipient_phone: ['The phone must be 11 digits.'] },
  };

  it('gives the preferred field’s first error, else any field’s, else the message', () => {
    expect(validationDetail(body, ['recipient_phone'])).toBe('The phone must be 11 digits.');
    expect(validationDetail(body)).toBe('The name is required.');
    expect(validationDetail({ message: 'Invalid area' }, ['recipient_phone'])).toBe('Invalid area');
    expect(validationDetail({ errors: { invoice: 'Bad invoice' } })).toBe('Bad invoice');
    expect(validationDetail(null)).toBeUndefined();
  });

  it('recognises a taken invoice by its field or in the message', () => {
    const taken = { errors: { invoice: ['The invoice has already been taken.'] } };
    expect(isDuplicateInvoice(taken, 'invoice')).toBe(true);
    expect(isDuplicateInvoice({ errors: { invoice: ['The invoice format is invalid.'] } }, 'invoice')).toBe(
      false,
    );
    expect(isDuplicateInvoice(body, 'invoice')).toBe(false);
    expect(isDuplicateInvoice({ message: 'Merchant invoice id already exists' }, 'merchant_invoice_id')).toBe(
      true,
    );
    expect(isDuplicateInvoice({ error: 'The invoice has already been taken.' }, 'invoice')).toBe(true);
  });

  it('reads courier times: ISO, Bangladesh local time, Unix seconds and milliseconds', () => {
    expect(courierTime('2024-03-05T09:07:00.000Z')?.toISOString()).toBe('2024-03-05T09:07:00.000Z');
    expect(courierTime('2024-03-05 15:07:00')?.toISOString()).toBe('2024-03-05T09:07:00.000Z');
    expect(courierTime(1709629620)?.toISOString()).toBe('2024-03-05T09:07:00.000Z');
    expect(courierTime(1709629620000)?.toISOString()).toBe('2024-03-05T09:07:00.000Z');
    expect(courierTime('yesterday')).toBeUndefined();
    expect(courierTime(undefined)).toBeUndefined();
  });
});
