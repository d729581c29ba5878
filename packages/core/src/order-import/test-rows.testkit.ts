/**
 * Import files for tests (core's checks and the server's upload tests): one header, and a row given as
 * the cells it fills. Not used by the product.
 */

export const IMPORT_TEST_HEADER = [
  'Customer Phone',
  'Customer Name',
  'Address',
  'District',
  'Thana',
  'Product 1',
  'Qty 1',
  'Line Discount 1',
  'Product 2',
  'Qty 2',
  'Courier',
  'Delivery Charge',
  'Discount',
  'Advance',
  'Payment Type',
  'Sales Date',
  'Reference',
  'Note',
] as const;

export type ImportTestRow = Partial<Record<(typeof IMPORT_TEST_HEADER)[number], string>>;

/** The row's cells in the header's order; a column the row does not fill is empty. */
export const importTestRecord = (
  row: ImportTestRow,
  header: readonly string[] = IMPORT_TEST_HEADER,
): string[] => header.map((h) => row[h as keyof ImportTestRow] ?? '');
