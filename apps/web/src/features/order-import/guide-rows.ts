import {
  CUSTOMER_IMPORT_FIELDS,
  type ImportField,
  importColumn,
  lineDiscountHeader,
  ORDER_IMPORT_FIELDS,
  productHeader,
  qtyHeader,
} from '@chalan/core/order-import/columns';
import type { Translate } from '../../i18n/text-keys.ts';

type GuideKey = ImportField | 'product' | 'qty' | 'lineDiscount';

export interface GuideRow {
  key: GuideKey;
  /** The header to write in the file: the same in every language (the import reads these). */
  column: string;
  required: boolean;
}

const row = (field: ImportField): GuideRow => ({
  key: field,
  column: importColumn(field).header,
  required: importColumn(field).required,
});

/** The columns in the Sample CSV's order: the customer, the products, then the order's own fields. */
export const GUIDE_ROWS: readonly GuideRow[] = [
  ...CUSTOMER_IMPORT_FIELDS.map(row),
  { key: 'product', column: productHeader(1), required: true },
  { key: 'qty', column: qtyHeader(1), required: false },
  { key: 'lineDiscount', column: lineDiscountHeader(1), required: false },
  ...ORDER_IMPORT_FIELDS.map(row),
];

/** The column guide as a sheet, in the screen's language: what the guide on screen says, row by row. */
export function guideSheet(t: Translate): string[][] {
  return [
    [
      t('orderImport.guide.column'),
      t('orderImport.guide.required'),
      t('orderImport.guide.what'),
      t('orderImport.guide.example'),
    ],
    ...GUIDE_ROWS.map((r) => [
      r.column,
      t(r.required ? 'orderImport.guide.yes' : 'orderImport.guide.no'),
      t(`orderImport.guide.${r.key}.what`),
      t(`orderImport.guide.${r.key}.example`),
    ]),
    [],
    ['', '', t('orderImport.guide.notes'), ''],
  ];
}
