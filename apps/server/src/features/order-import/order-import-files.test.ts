import {
  IMPORT_TEST_HEADER,
  type ImportTestRow,
  importTestRecord,
} from '@chalan/core/order-import/test-rows.testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SellerWithCatalogue, sellerWithCatalogue } from '../../test/order-fixtures.testkit.ts';
import { startTestServer, type TestServer } from '../../test/test-server.testkit.ts';
import { csvText, fileForm, footprint, importCsv } from './order-import-fixtures.testkit.ts';

let server: TestServer;
let seller: SellerWithCatalogue;
beforeAll(async () => {
  server = await startTestServer();
  seller = await sellerWithCatalogue(server, 'Import Files Shop');
});
afterAll(() => server?.close());

const row = (values: ImportTestRow = {}): ImportTestRow => ({
  'Customer Phone': seller.customer.phone,
  'Customer Name': 'Rahima Akter',
  Address: 'House 12, Road 3',
  District: 'ঢাকা',
  'Product 1': 'Scarf',
  Reference: 'CSV-1',
  ...values,
});

const upload = (body: FormData | string, path = '/api/order-imports', type?: string) =>
  seller.client.request('POST', path, body, type ? { headers: { 'content-type': type } } : {});

/** Each broken file is refused as a whole, says why, and writes nothing. */
async function refused(body: FormData | string, key: string, status = 400, type?: string) {
  const before = await footprint(server, seller);
  const res = await upload(body, '/api/order-imports', type);
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.error.key).toBe(key);
  expect(await footprint(server, seller)).toEqual(before);
  return res.body.error;
}

describe('files that cannot be imported', () => {
  it('a file in another encoding (Windows-1252, UTF-16) is not UTF-8 text', async () => {
    const latin1 = new Uint8Array([...new TextEncoder().encode(importCsv([row()])), 0x0d, 0x0a, 0xe9, 0x2c]);
    const error = await refused(fileForm(latin1), 'importFileNotUtf8');
    expect(error.message).toMatch(/CSV UTF-8/);
    expect(error.fields.file).toBe(error.message);
    const text = importCsv([row()]);
    const utf16 = new Uint8Array(2 + text.length * 2);
    utf16.set([0xff, 0xfe]);
    for (let i = 0; i < text.length; i++) utf16[2 + i * 2] = text.charCodeAt(i);
    await refused(fileForm(utf16), 'importFileNotUtf8');
  });

  it('an Excel workbook is told to be saved as CSV', async () => {
    const xlsx = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]);
    const error = await refused(fileForm(xlsx, 'orders.xlsx'), 'importFileIsWorkbook');
    expect(error.message).toMatch(/Save As/);
  });

  it('a file with the required columns missing names them', async () => {
    const file = csvText([
      ['Phone', 'Name', 'Colour'],
      ['01712345678', 'Rahima', 'Red'],
    ]);
    const error = await refused(fileForm(file), 'importMissingColumns');
    expect(error.message).toBe(
      'The file has no column for Address, District, Product 1, Reference. Download the Sample CSV to see every column',
    );
  });

  it('something that is not a CSV (JSON, a broken quote, an image) is refused', async () => {
    await refused(fileForm('{"orders": [{"phone": "01712345678"}]}', 'orders.json'), 'importMissingColumns');
    const broken = `${IMPORT_TEST_HEADER.join(',')}\r\n"01712345678,Rahima,House 1,Dhaka`;
    const error = await refused(fileForm(broken), 'importFileNotCsv');
    expect(error.message).toBe(
      'The file could not be read as CSV: a double quote (") opened on line 2 is never closed',
    );
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    await refused(fileForm(png, 'photo.png', 'image/png'), 'importFileNotUtf8');
  });

  it('an empty file, a header alone, no file at all', async () => {
    await refused(fileForm(''), 'importFileEmpty');
    await refused(fileForm('\r\n \r\n'), 'importFileEmpty');
    await refused(fileForm(IMPORT_TEST_HEADER.join(',')), 'importFileNoRows');
    const noFile = new FormData();
    noFile.set('note', 'hello');
    await refused(noFile, 'importFileMissing');
    await refused(JSON.stringify({ file: 'x' }), 'importFileMissing', 400, 'application/json');
  });

  it('more than 20 MB is too large; more than 10,000 orders asks to split the file', async () => {
    const big = `${IMPORT_TEST_HEADER.join(',')}\r\n${'x'.repeat(20 * 1024 * 1024)}`;
    const error = await refused(fileForm(big), 'requestTooLarge', 413);
    expect(error.message).toBe('The upload is too large (at most 20 MB)');
    await refused(big, 'requestTooLarge', 413, 'text/csv');
    const many = importCsv(Array.from({ length: 10_001 }, () => row()));
    const rows = await refused(fileForm(many), 'importTooManyRows');
    expect(rows.message).toBe(
      'The file has 10001 orders; import at most 10000 at a time by splitting the file',
    );
  });
});

describe('files as spreadsheets save them', () => {
  it('UTF-8 with a BOM, Bangla text, CRLF, quoted commas and line breaks', async () => {
    const file = `\uFEFF${importCsv([
      row({ Address: 'বাড়ি ১২, রোড ৩\nধানমন্ডি', 'Customer Name': 'রহিমা আক্তার', Note: 'Call "before", please' }),
    ])}`;
    const res = await upload(fileForm(file), '/api/order-imports/preview');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      valid: 1,
      header: [...IMPORT_TEST_HEADER],
      orders: [{ name: 'রহিমা আক্তার', district: 'Dhaka' }],
    });
  });

  it('the file as the request body (text/csv), and semicolon-separated files', async () => {
    const asBody = await upload(importCsv([row()]), '/api/order-imports/preview', 'text/csv; charset=utf-8');
    expect(asBody.body.valid).toBe(1);
    const semicolons = [IMPORT_TEST_HEADER.join(';'), importTestRecord(row()).join(';')].join('\n');
    const res = await upload(fileForm(semicolons), '/api/order-imports/preview');
    expect(res.body).toMatchObject({ valid: 1, errors: [] });
  });

  it('other words for the columns, unknown columns ignored and named, blank rows skipped', async () => {
    const file = csvText([
      ['Mobile', 'Name', 'Address', 'City', 'Product', 'Quantity', 'Ref No', 'Colour'],
      [seller.customer.phone, 'Rahima', 'House 1', 'Dhaka', 'Scarf', '2', 'R-1', 'Red'],
      ['', '', '', '', '', '', '', ''],
      [seller.customer.phone, 'Rahima', 'House 1', 'Dhaka', 'Scarf', 'two', 'R-2', 'Blue'],
    ]);
    const res = await upload(fileForm(file), '/api/order-imports/preview');
    expect(res.body).toMatchObject({
      rows: 2,
      valid: 1,
      ignoredColumns: ['Colour'],
      errors: [{ row: 4, column: 'Quantity', key: 'importQtyInvalid' }],
    });
  });
});
