/** The rows left out of an import, as a CSV to fix and upload again: the file's own columns plus Error. */

export const ERROR_REPORT_FILE_NAME = 'chalan-order-import-errors.csv';
export const ERROR_COLUMN = 'Error';

export interface ReportRow {
  row: number;
  cells: readonly string[];
}

export interface ReportError {
  row: number;
  column: string;
  message: string;
}

/** "Qty 1: Only 2 of Scarf left …; Customer Phone: Enter an 11-digit …" for one row. */
export function rowErrorText(errors: readonly ReportError[]): string {
  return errors.map((e) => (e.column ? `${e.column}: ${e.message}` : e.message)).join('; ');
}

/**
 * The header (with Error added) and each left-out row with its errors. A row keeps all its cells, so the
 * fixed file imports with the same columns (an Error column is ignored on upload).
 */
export function errorReportRows(
  header: readonly string[],
  rows: readonly ReportRow[],
  errors: readonly ReportError[],
): string[][] {
  const byRow = new Map<number, ReportError[]>();
  for (const error of errors) byRow.set(error.row, [...(byRow.get(error.row) ?? []), error]);
  const width = Math.max(header.length, ...rows.map((r) => r.cells.length));
  const pad = (cells: readonly string[]) => [...cells, ...Array<string>(width - cells.length).fill('')];
  return [
    [...pad(header), ERROR_COLUMN],
    ...rows.map((r) => [...pad(r.cells), rowErrorText(byRow.get(r.row) ?? [])]),
  ];
}
