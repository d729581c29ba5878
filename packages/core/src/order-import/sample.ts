import { z } from 'zod';
import { EXPORT_COLUMN_LANGUAGES, type ExportColumnLanguage } from '../export-columns.ts';
import {
  CUSTOMER_IMPORT_FIELDS,
  type ImportField,
  importColumn,
  lineDiscountHeader,
  ORDER_IMPORT_FIELDS,
  ORDER_IMPORT_MAX_ROWS,
  productHeader,
  qtyHeader,
} from './columns.ts';

/**
 * The Sample CSV (a file that imports as it is, its header exactly our columns) and the column guide
 * (a second file explaining each column). Two plain files open cleanly in Excel; notes inside the sample
 * itself would be read as orders.
 */

export const SAMPLE_FILE_NAME = 'chalan-order-import-sample.csv';
export const GUIDE_FILE_NAME = 'chalan-order-import-columns.csv';
/** Product groups the sample shows; a file may have as many as it needs. */
export const SAMPLE_PRODUCT_GROUPS = 3;

/** The columns in the sample's order: the customer, the products, then the order's own fields. */
export function sampleHeader(groups = SAMPLE_PRODUCT_GROUPS): string[] {
  const products = Array.from({ length: groups }, (_, i) => [
    productHeader(i + 1),
    qtyHeader(i + 1),
    lineDiscountHeader(i + 1),
  ]).flat();
  const header = (field: ImportField) => importColumn(field).header;
  return [...CUSTOMER_IMPORT_FIELDS.map(header), ...products, ...ORDER_IMPORT_FIELDS.map(header)];
}

/** `GET /api/order-imports/sample`: the example customers in English or Bangla (the header is always English). */
export const orderImportSampleQuerySchema = z.object({
  lang: z.enum(EXPORT_COLUMN_LANGUAGES).default('en').meta({
    description:
      'The language of the example customers, addresses, places and notes; the column names stay English, as the import reads them',
  }),
});

export interface SampleContext {
  /** Up to three of the seller's product names (placeholders are used for the rest). */
  products: readonly string[];
  store: string | null;
  courier: string | null;
  today: string;
  /** English by default; Bangla writes the places as the import also reads them (`District` in Bangla). */
  language?: ExportColumnLanguage;
}

/** The example customers (phone, name, address, district, thana) and the first row's note. */
const SAMPLE_PEOPLE = {
  en: {
    customers: [
      ['01712345678', 'Rahima Akter', 'House 12, Road 5, Dhanmondi', 'Dhaka', 'Dhanmondi'],
      ['01812345678', 'Karim Mia', 'College Road, Hathazari', 'Chattogram', 'Hathazari'],
      ['01912345678', 'Nusrat Jahan', 'Zindabazar', 'Sylhet', ''],
    ],
    note: 'Call before delivery',
    product: (n: number) => `Your product name ${n}`,
  },
  bn: {
    customers: [
      ['01712345678', 'রহিমা আক্তার', 'বাসা ১২, রোড ৫, ধানমন্ডি', 'ঢাকা', 'ধানমন্ডি'],
      ['01812345678', 'করিম মিয়া', 'কলেজ রোড, হাটহাজারী', 'চট্টগ্রাম', 'হাটহাজারী'],
      ['01912345678', 'নুসরাত জাহান', 'জিন্দাবাজার', 'সিলেট', ''],
    ],
    note: 'ডেলিভারির আগে ফোন করবেন',
    product: (n: number) => `আপনার পণ্যের নাম ${n}`,
  },
} as const;

/** Three orders showing each way of filling a row, with the seller's own products when there are any. */
export function sampleRows(context: SampleContext): string[][] {
  const people = SAMPLE_PEOPLE[context.language ?? 'en'];
  const [first, second, third] = people.customers;
  const product = (i: number) => context.products[i] ?? context.products[0] ?? people.product(i + 1);
  const groups = (lines: [string, string, string][]) => {
    const cells = lines.flat();
    while (cells.length < SAMPLE_PRODUCT_GROUPS * 3) cells.push('');
    return cells;
  };
  return [
    sampleHeader(),
    [
      ...first,
      ...groups([[product(0), '1', '']]),
      '',
      '',
      '',
      '',
      '',
      'COD',
      context.today,
      'FB-1001',
      people.note,
    ],
    [
      ...second,
      ...groups([
        [product(1), '2', '50'],
        [product(2), '1', ''],
      ]),
      context.store ?? '',
      context.courier ?? '',
      '',
      '10%',
      '200',
      'Partial',
      context.today,
      'FB-1002',
      '',
    ],
    [
      ...third,
      ...groups([[product(0), '3', '5%']]),
      '',
      context.courier ?? '',
      '150',
      '100',
      '',
      'bKash',
      '',
      'WEB-2001',
      '',
    ],
  ];
}

/** The column guide: each column, whether it is needed, what to write and an example. */
export function guideRows(): string[][] {
  const rows: string[][] = [['Column', 'Required', 'What to write', 'Example']];
  const add = (column: string, required: boolean, what: string, example: string) =>
    rows.push([column, required ? 'Yes' : 'No', what, example]);
  add(
    'Customer Phone',
    true,
    'The customer’s 11-digit mobile number. A customer with this number is used; otherwise a new customer is added. +88 and a missing leading 0 are fine.',
    '01712345678',
  );
  add('Customer Name', true, 'The customer’s name (used when a new customer is added).', 'Rahima Akter');
  add('Address', true, 'Where the parcel goes: house, road, area.', 'House 12, Road 5, Dhanmondi');
  add('District', true, 'One of the 64 districts, in English or Bangla.', 'Dhaka');
  add('Thana', false, 'A thana (area) of that district.', 'Dhanmondi');
  add(
    'Product 1',
    true,
    'A product of your catalogue: its name as in the product list, or its id. Add Product 2, Product 3, … columns for more products in the same order.',
    'Nakshi Kantha',
  );
  add('Qty 1', false, 'How many of Product 1. Blank means 1.', '2');
  add(
    'Line Discount 1',
    false,
    'Discount on Product 1’s line: whole taka, or a percentage of the line.',
    '50 or 10%',
  );
  add('Store', false, 'The name of one of your stores. Blank means your first store.', 'Main Store');
  add(
    'Courier',
    false,
    'The name of one of your active couriers. Blank means your first active courier.',
    'Steadfast',
  );
  add(
    'Delivery Charge',
    false,
    'Whole taka. Blank means the courier’s charge for the district (inside or outside Dhaka).',
    '60',
  );
  add(
    'Discount',
    false,
    'Discount on the whole order: whole taka, or a percentage of the subtotal.',
    '100 or 5%',
  );
  add('Advance', false, 'Whole taka already paid; the courier collects the rest.', '200');
  add('Payment Type', false, 'COD, bKash, Nagad, Rocket or Partial. Blank means COD.', 'COD');
  add(
    'Sales Date',
    false,
    'The order’s date: 2024-03-05 or 05/03/2024 (day first). Blank means today.',
    '2024-03-05',
  );
  add('Reference', true, 'Your reference for the order (page, post, invoice…).', 'FB-1001');
  add('Note', false, 'A note for the courier (at most 500 characters).', 'Call before delivery');
  rows.push([]);
  rows.push([
    'Notes',
    '',
    `One row is one order; at most ${ORDER_IMPORT_MAX_ROWS.toLocaleString('en-US')} orders per file. Save from Excel as “CSV UTF-8 (Comma delimited)”. Money is whole taka. Rows with errors are left out and can be downloaded with an Error column, fixed and uploaded again.`,
    '',
  ]);
  return rows;
}
