import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { issueText } from '../field-problems.testkit.ts';
import {
  createStoreBodySchema,
  STORE_DISTRICT_LABELS,
  storeAreasOf,
  updateStoreBodySchema,
} from './schemas.ts';

const messagesOf = (result: z.ZodSafeParseResult<unknown>) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), issueText(i)]));

describe('store districts and areas', () => {
  it('offers the eight districts of the spec, each with its thanas', () => {
    expect(STORE_DISTRICT_LABELS).toEqual([
      'Dhaka',
      'Chittagong',
      'Rajshahi',
      'Khulna',
      'Barishal',
      'Sylhet',
      'Rangpur',
      'Mymensingh',
    ]);
    for (const label of STORE_DISTRICT_LABELS) expect(storeAreasOf(label).length, label).toBeGreaterThan(0);
    expect(storeAreasOf('Dhaka')).toContain('Dhanmondi');
    // The label the seller sees maps to the district of the location list.
    expect(storeAreasOf('Chittagong')).toContain('Hathazari');
    expect(storeAreasOf('Gazipur')).toEqual([]);
    expect(storeAreasOf(null)).toEqual([]);
  });
});

describe('Add Store input', () => {
  it('needs a name and a district, nothing else', () => {
    expect(messagesOf(createStoreBodySchema.safeParse({ name: ' ', district: '' }))).toEqual({
      name: 'Name is required',
      district: 'District is required',
    });
    const store = createStoreBodySchema.parse({ name: ' Main ', district: 'Sylhet' });
    expect(store).toEqual({
      name: 'Main',
      phone: null,
      address: null,
      district: 'Sylhet',
      area: null,
      zip: null,
      status: true,
    });
  });

  it('takes only the listed districts and an area of the chosen district', () => {
    expect(messagesOf(createStoreBodySchema.safeParse({ name: 'A', district: 'Gazipur' }))).toEqual({
      district: 'Choose one of the listed districts',
    });
    expect(
      messagesOf(createStoreBodySchema.safeParse({ name: 'A', district: 'Sylhet', area: 'Dhanmondi' })),
    ).toEqual({ area: 'Choose an area of the selected district' });
    expect(createStoreBodySchema.parse({ name: 'A', district: 'Dhaka', area: 'Dhanmondi' }).area).toBe(
      'Dhanmondi',
    );
  });

  it('normalises a phone that is given and refuses one that is not a mobile', () => {
    expect(
      createStoreBodySchema.parse({ name: 'A', district: 'Dhaka', phone: '+88 017-1234-5678' }).phone,
    ).toBe('01712345678');
    expect(
      messagesOf(createStoreBodySchema.safeParse({ name: 'A', district: 'Dhaka', phone: '12345' })),
    ).toEqual({ phone: 'Enter an 11-digit mobile number such as 01712345678' });
  });

  it('checks the zip and the length of texts', () => {
    expect(messagesOf(createStoreBodySchema.safeParse({ name: 'A', district: 'Dhaka', zip: '12a' }))).toEqual(
      {
        zip: 'Enter a 4-digit post code such as 1205',
      },
    );
    expect(messagesOf(createStoreBodySchema.safeParse({ name: 'x'.repeat(121), district: 'Dhaka' }))).toEqual(
      { name: 'Use at most 120 characters' },
    );
  });
});

describe('Edit Store input', () => {
  it('needs name, phone, address, district and area; zip stays optional', () => {
    expect(messagesOf(updateStoreBodySchema.safeParse({}))).toEqual({
      name: 'Name is required',
      phone: 'Phone is required',
      address: 'Address is required',
      district: 'District is required',
      area: 'Area is required',
    });
    const store = updateStoreBodySchema.parse({
      name: 'Main',
      phone: '01812345678',
      address: 'Road 5',
      district: 'Dhaka',
      area: 'Mirpur',
      status: false,
    });
    expect(store).toMatchObject({ zip: null, status: false, area: 'Mirpur' });
  });

  it('reads a zip and a phone typed in Bangla digits as Latin', () => {
    const store = updateStoreBodySchema.parse({
      name: 'Main',
      phone: '০১৮১২৩৪৫৬৭৮',
      address: 'Road 5',
      district: 'Dhaka',
      area: 'Mirpur',
      zip: '১২০৫',
      status: true,
    });
    expect(store).toMatchObject({ phone: '01812345678', zip: '1205' });
  });
});
