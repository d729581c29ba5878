import { z } from 'zod';

/**
 * The header rows of the CSV exports, in English and Bangla. A Bangla user may want the sheet headed in
 * Bangla, or keep the English names a script or another program reads; the cells below are the same
 * either way (numbers without symbols, dates as YYYY-MM-DD).
 */
export const EXPORT_COLUMN_LANGUAGES = ['en', 'bn'] as const;
export type ExportColumnLanguage = (typeof EXPORT_COLUMN_LANGUAGES)[number];

/** The `columns` query parameter every export takes; left out, the header stays English. */
export const exportColumnsQuerySchema = z.object({
  columns: z.enum(EXPORT_COLUMN_LANGUAGES).default('en').meta({
    description:
      'The language of the header row: `en` (default, the names scripts read) or `bn` (Bangla). The cells are the same in both',
  }),
});

/** One column's name in each language. */
export type ExportColumn = Readonly<Record<ExportColumnLanguage, string>>;

/** The header row of an export in one language. */
export const exportHeader = (columns: readonly ExportColumn[], language: ExportColumnLanguage) =>
  columns.map((column) => column[language]);

export const CUSTOMER_EXPORT_COLUMNS: readonly ExportColumn[] = [
  { en: 'Name', bn: 'নাম' },
  { en: 'Phone', bn: 'ফোন' },
  { en: 'Address', bn: 'ঠিকানা' },
  { en: 'Thana', bn: 'থানা' },
  { en: 'District', bn: 'জেলা' },
  { en: 'Inbox link', bn: 'ইনবক্স লিংক' },
  { en: 'Orders', bn: 'অর্ডার' },
  { en: 'Total purchase (Tk)', bn: 'মোট কেনাকাটা (টাকা)' },
  { en: 'Last purchase', bn: 'শেষ কেনাকাটা' },
];

export const PRODUCT_EXPORT_COLUMNS: readonly ExportColumn[] = [
  { en: 'Product name', bn: 'পণ্যের নাম' },
  { en: 'Description', bn: 'বিবরণ' },
  { en: 'Brand', bn: 'ব্র্যান্ড' },
  { en: 'Made in', bn: 'কোন দেশের তৈরি' },
  { en: 'Store', bn: 'স্টোর' },
  { en: 'Supplier', bn: 'সাপ্লায়ার' },
  { en: 'Sale price (Tk)', bn: 'বিক্রয়মূল্য (টাকা)' },
  { en: 'Lift price (Tk)', bn: 'ক্রয়মূল্য (টাকা)' },
  { en: 'Quantity', bn: 'পরিমাণ' },
  { en: 'Available', bn: 'হাতে আছে' },
  { en: 'Stock date', bn: 'স্টকের তারিখ' },
  // Last, so a sheet or script that reads the columns by place keeps working.
  { en: 'Weight (kg)', bn: 'ওজন (কেজি)' },
];

export const ORDER_EXPORT_COLUMNS: readonly ExportColumn[] = [
  { en: 'Order ID', bn: 'অর্ডার আইডি' },
  { en: 'Date', bn: 'তারিখ' },
  { en: 'Status', bn: 'স্ট্যাটাস' },
  { en: 'Customer', bn: 'গ্রাহক' },
  { en: 'Phone', bn: 'ফোন' },
  { en: 'Address', bn: 'ঠিকানা' },
  { en: 'Thana', bn: 'থানা' },
  { en: 'District', bn: 'জেলা' },
  { en: 'Products', bn: 'পণ্য' },
  { en: 'Sales (Tk)', bn: 'বিক্রি (টাকা)' },
  { en: 'Discount (Tk)', bn: 'ছাড় (টাকা)' },
  { en: 'Delivery charge (Tk)', bn: 'ডেলিভারি চার্জ (টাকা)' },
  { en: 'Bill (Tk)', bn: 'বিল (টাকা)' },
  { en: 'Advance (Tk)', bn: 'অগ্রিম (টাকা)' },
  { en: 'COD (Tk)', bn: 'COD (টাকা)' },
  { en: 'Courier', bn: 'কুরিয়ার' },
  { en: 'Consignment ID', bn: 'কনসাইনমেন্ট আইডি' },
  { en: 'Note', bn: 'নোট' },
];
