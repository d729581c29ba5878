import type { MessageKey, MessageParams } from '@chalan/core';
import { ORDER_IMPORT_MAX_BYTES } from '@chalan/core/order-import/columns';
import { CsvError } from 'csv-parse';
import { parse } from 'csv-parse/sync';
import type { Context } from 'hono';
import { AppError, fieldError } from '../../errors.ts';

/**
 * The uploaded file as CSV records: multipart (field `file`) or the body itself (text/csv). A file
 * that is not UTF-8 text (UTF-8 with a BOM is), is an Excel workbook, or does not parse as CSV is
 * refused as a whole with a message that says what to do.
 */

export const tooLarge = () =>
  new AppError('PAYLOAD_TOO_LARGE', 'requestTooLarge', { max: `${ORDER_IMPORT_MAX_BYTES / 1024 / 1024} MB` });

/** A refusal of the whole file; `fields.file` carries the same words for a form. */
export const fileError = (key: MessageKey, params: MessageParams = {}) =>
  fieldError('VALIDATION', 'file', key, params);

export async function uploadedBytes(c: Context): Promise<Uint8Array> {
  const type = c.req.header('content-type') ?? '';
  if (/^multipart\/form-data/i.test(type)) {
    const form = await c.req.parseBody().catch(() => {
      throw fileError('multipartUnreadable');
    });
    const file = form.file;
    if (!(file instanceof File)) throw fileError('importFileMissing');
    if (file.size > ORDER_IMPORT_MAX_BYTES) throw tooLarge();
    return new Uint8Array(await file.arrayBuffer());
  }
  if (/^(text\/(csv|plain)|application\/(octet-stream|vnd\.ms-excel|csv))\b/i.test(type)) {
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    if (bytes.length > ORDER_IMPORT_MAX_BYTES) throw tooLarge();
    return bytes;
  }
  throw fileError('importFileMissing');
}

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((b, i) => bytes[i] === b);

/** UTF-8 text without its BOM, or the reason it is not one. */
export function decodeCsv(bytes: Uint8Array): string {
  if (bytes.length === 0) throw fileError('importFileEmpty');
  // .xlsx (a zip) and the old .xls
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0])) {
    throw fileError('importFileIsWorkbook');
  }
  let text: string;
  try {
    // UTF-16 (Excel's "Unicode Text") is refused here too: its BOM and NULs are not UTF-8 text.
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw fileError('importFileNotUtf8');
  }
  if (text.includes('\u0000')) throw fileError('importFileNotUtf8');
  if (text.trim() === '') throw fileError('importFileEmpty');
  return text;
}

/** The delimiter the header line uses most: Excel in some regions saves with semicolons. */
function delimiterOf(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const unquoted = firstLine.replace(/"[^"]*"/g, '');
  const counts = [',', ';', '\t'].map((d) => [d, unquoted.split(d).length - 1] as const);
  const [best] = counts.reduce((a, b) => (b[1] > a[1] ? b : a));
  return best;
}

function csvProblem(error: CsvError): string {
  const line = Number(error.lines ?? 0);
  switch (error.code) {
    case 'CSV_QUOTE_NOT_CLOSED':
      return `a double quote (") opened on line ${line} is never closed`;
    case 'CSV_INVALID_CLOSING_QUOTE':
      return `line ${line} has text right after a closing double quote (")`;
    default:
      return `${error.message.split(':')[0]} on line ${line}`;
  }
}

/** Every record of the file, header first; blank lines are kept (as blank records) so rows keep their numbers. */
export function parseCsv(text: string): string[][] {
  try {
    return parse(text, {
      bom: true,
      delimiter: delimiterOf(text),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
    });
  } catch (error) {
    if (error instanceof CsvError) {
      throw fileError('importFileNotCsv', { detail: csvProblem(error) });
    }
    throw error;
  }
}

export async function uploadedRecords(c: Context): Promise<string[][]> {
  return parseCsv(decodeCsv(await uploadedBytes(c)));
}
