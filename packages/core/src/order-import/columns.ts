/**
 * The columns of an order import file, in plain words. One row is one order; its products are column
 * groups "Product 1", "Qty 1", "Line Discount 1", "Product 2", … (as many groups as the file has).
 * Headers are matched ignoring case, spaces and punctuation, and a few other common words are accepted
 * ("Mobile" for "Customer Phone"); columns we do not know are ignored and named in the preview.
 */

/** The size limit of an upload, and how many orders one file may hold. */
export const ORDER_IMPORT_MAX_BYTES = 20 * 1024 * 1024;
export const ORDER_IMPORT_MAX_ROWS = 10_000;
/** At most this many products in one order (as Start Order allows). */
export const ORDER_IMPORT_MAX_LINES = 100;

/** The sample's column order: the customer's fields, then the product groups, then the order's own. */
export const CUSTOMER_IMPORT_FIELDS = ['phone', 'name', 'address', 'district', 'thana'] as const;
export const ORDER_IMPORT_FIELDS = [
  'store',
  'courier',
  'deliveryCharge',
  'discount',
  'advance',
  'paymentType',
  'salesDate',
  'reference',
  'note',
] as const;
export const IMPORT_FIELDS = [...CUSTOMER_IMPORT_FIELDS, ...ORDER_IMPORT_FIELDS] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

export interface ImportColumn {
  field: ImportField;
  header: string;
  required: boolean;
  /** Other headers taken to mean this column. */
  aliases: readonly string[];
}

export const IMPORT_COLUMNS: readonly ImportColumn[] = [
  {
    field: 'phone',
    header: 'Customer Phone',
    required: true,
    aliases: ['Phone', 'Mobile', 'Customer Mobile', 'Phone Number', 'Mobile Number'],
  },
  { field: 'name', header: 'Customer Name', required: true, aliases: ['Name'] },
  { field: 'address', header: 'Address', required: true, aliases: ['Customer Address'] },
  { field: 'district', header: 'District', required: true, aliases: ['City', 'Location'] },
  { field: 'thana', header: 'Thana', required: false, aliases: ['Area', 'Upazila'] },
  { field: 'store', header: 'Store', required: false, aliases: [] },
  { field: 'courier', header: 'Courier', required: false, aliases: [] },
  { field: 'deliveryCharge', header: 'Delivery Charge', required: false, aliases: ['Delivery'] },
  {
    field: 'discount',
    header: 'Discount',
    required: false,
    aliases: ['Discount On All', 'Order Discount'],
  },
  { field: 'advance', header: 'Advance', required: false, aliases: ['Advance Paid', 'Paid'] },
  { field: 'paymentType', header: 'Payment Type', required: false, aliases: ['Payment'] },
  { field: 'salesDate', header: 'Sales Date', required: false, aliases: ['Date', 'Order Date'] },
  {
    field: 'reference',
    header: 'Reference',
    required: true,
    aliases: ['Ref', 'Ref No', 'Reference No', 'Reference Number'],
  },
  { field: 'note', header: 'Note', required: false, aliases: ['Notes', 'Instruction'] },
];

/** The column of a field. */
export const importColumn = (field: ImportField): ImportColumn =>
  IMPORT_COLUMNS.find((c) => c.field === field)!;

export const productHeader = (n: number) => `Product ${n}`;
export const qtyHeader = (n: number) => `Qty ${n}`;
export const lineDiscountHeader = (n: number) => `Line Discount ${n}`;

/** "Customer Phone", "customer_phone" and "CUSTOMER PHONE *" are the same column. */
export const headerKey = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

const FIELD_BY_KEY = new Map<string, ImportField>(
  IMPORT_COLUMNS.flatMap((c) => [c.header, ...c.aliases].map((h) => [headerKey(h), c.field] as const)),
);

type GroupPart = 'product' | 'qty' | 'discount';
const GROUP_PATTERNS: [RegExp, GroupPart][] = [
  [/^product(\d*)$/, 'product'],
  [/^productname(\d*)$/, 'product'],
  [/^(?:qty|quantity)(\d*)$/, 'qty'],
  [/^linediscount(\d*)$/, 'discount'],
];

export type HeaderMeaning =
  | { kind: 'field'; field: ImportField }
  | { kind: 'group'; part: GroupPart; n: number }
  | { kind: 'unknown' };

/** What one header cell names; "Product" and "Qty" without a number are group 1. */
export function headerMeaning(text: string): HeaderMeaning {
  const key = headerKey(text);
  const field = FIELD_BY_KEY.get(key);
  if (field) return { kind: 'field', field };
  for (const [pattern, part] of GROUP_PATTERNS) {
    const match = pattern.exec(key);
    if (match) {
      const n = match[1] ? Number(match[1]) : 1;
      if (n >= 1 && n <= ORDER_IMPORT_MAX_LINES) return { kind: 'group', part, n };
    }
  }
  return { kind: 'unknown' };
}

export interface ProductGroup {
  n: number;
  product?: number;
  qty?: number;
  discount?: number;
}

export interface HeaderMap {
  /** Column index of each field the file has. */
  fields: Partial<Record<ImportField, number>>;
  /** Product groups in their number's order. */
  groups: ProductGroup[];
  /** The header as written in the file (for error columns and the error report). */
  header: string[];
  /** Headers we do not know (ignored). */
  ignored: string[];
}

export type HeaderProblem =
  | { key: 'importMissingColumns'; params: { columns: string } }
  | { key: 'importDuplicateColumn'; params: { column: string } };

/** Reads the header row: which column is which, or why the file cannot be read. */
export function mapHeader(cells: readonly string[]): HeaderMap | HeaderProblem {
  const header = cells.map((c) => c.trim());
  const fields: HeaderMap['fields'] = {};
  const groups = new Map<number, ProductGroup>();
  const ignored: string[] = [];
  for (const [index, text] of header.entries()) {
    if (text === '') continue;
    const meaning = headerMeaning(text);
    if (meaning.kind === 'unknown') {
      ignored.push(text);
      continue;
    }
    if (meaning.kind === 'field') {
      if (fields[meaning.field] !== undefined) return duplicate(text);
      fields[meaning.field] = index;
      continue;
    }
    const group = groups.get(meaning.n) ?? { n: meaning.n };
    if (group[meaning.part] !== undefined) return duplicate(text);
    group[meaning.part] = index;
    groups.set(meaning.n, group);
  }
  // A quantity or discount without its product column says nothing: ignored like an unknown column.
  const sortedGroups: ProductGroup[] = [];
  for (const group of [...groups.values()].sort((a, b) => a.n - b.n)) {
    if (group.product !== undefined) sortedGroups.push(group);
    else
      for (const index of [group.qty, group.discount]) if (index !== undefined) ignored.push(header[index]!);
  }
  const missing: string[] = [];
  for (const column of IMPORT_COLUMNS) {
    if (column.required && fields[column.field] === undefined) missing.push(column.header);
    if (column.field === 'district' && sortedGroups.length === 0) missing.push(productHeader(1));
  }
  if (missing.length > 0) {
    return { key: 'importMissingColumns', params: { columns: missing.join(', ') } };
  }
  return { fields, groups: sortedGroups, header, ignored };
}

const duplicate = (column: string): HeaderProblem => ({ key: 'importDuplicateColumn', params: { column } });

export const isHeaderProblem = (value: HeaderMap | HeaderProblem): value is HeaderProblem => 'key' in value;
