import { formatTaka, type Poisha } from './money.ts';

/** CSV as Excel reads it: UTF-8 with a BOM (Bangla shows correctly), every cell safe from formula injection. */
export const CSV_BOM = '\uFEFF';
export const EXPORT_FILE_NAME = 'exported_data.csv';

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  // A text cell that starts like a formula is kept as text (OWASP: prefix with a single quote); a number,
  // a negative one too, is only ever a number.
  if (typeof value !== 'number' && typeof value !== 'bigint' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: readonly unknown[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** Taka for a CSV cell: `1250.50`, without the symbol or thousands commas, so a spreadsheet reads a number. */
export const takaCell = (poisha: Poisha) => formatTaka(poisha, '').replaceAll(',', '');
