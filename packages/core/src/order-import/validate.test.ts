import { describe, expect, it } from 'vitest';
import { errorReportRows } from './error-report.ts';
import { guideRows, sampleHeader, sampleRows } from './sample.ts';
import { IMPORT_TEST_HEADER, type ImportTestRow, importTestRecord } from './test-rows.testkit.ts';
import { checkImport, type ImportCatalogue, type ImportCheck, isFileProblem } from './validate.ts';

const SAREE = '018f0000-0000-7000-8000-000000000001';
const SCARF = '018f0000-0000-7000-8000-000000000002';
const catalogue: ImportCatalogue = {
  products: [
    {
      id: SAREE,
      name: 'Cotton Saree',
      salePrice: 145_000,
      liftPrice: 90_000,
      availableQty: 5,
      weightGrams: 600,
    },
    { id: SCARF, name: 'Scarf', salePrice: 35_000, liftPrice: 20_000, availableQty: 3, weightGrams: 150 },
    {
      id: '018f0000-0000-7000-8000-000000000003',
      name: 'Twin',
      salePrice: 100,
      liftPrice: 50,
      availableQty: 9,
      weightGrams: 500,
    },
    {
      id: '018f0000-0000-7000-8000-000000000004',
      name: 'twin',
      salePrice: 100,
      liftPrice: 50,
      availableQty: 9,
      weightGrams: 500,
    },
    {
      id: '018f0000-0000-7000-8000-000000000005',
      name: 'Sold Out',
      salePrice: 100,
      liftPrice: 50,
      availableQty: 0,
      weightGrams: 500,
    },
  ],
  stores: [
    { id: 'store-closed', name: 'Old Shop', status: false },
    { id: 'store-main', name: 'Main Store', status: true },
  ],
  couriers: [
    { id: 'courier-off', name: 'Pathao', status: false, chargeInDhaka: 5_000, chargeOutsideDhaka: 10_000 },
    { id: 'courier-on', name: 'Steadfast', status: true, chargeInDhaka: 6_000, chargeOutsideDhaka: 12_000 },
  ],
  today: '2024-03-05',
};

const good: ImportTestRow = {
  'Customer Phone': '01712345678',
  'Customer Name': 'Rahima',
  Address: 'House 1',
  District: 'Dhaka',
  'Product 1': 'Cotton Saree',
  Reference: 'FB-1',
};

function check(...rows: ImportTestRow[]): ImportCheck {
  const result = checkImport([IMPORT_TEST_HEADER, ...rows.map((row) => importTestRecord(row))], catalogue);
  if (isFileProblem(result)) throw new Error(`file problem ${result.key}`);
  return result;
}
const errorsOf = (result: ImportCheck) => result.errors.map((e) => [e.row, e.column, e.key]);

describe('checking an import file', () => {
  it('turns a row into an order with Start Order’s defaults and totals', () => {
    const { orders, errors } = check(good);
    expect(errors).toEqual([]);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      row: 2,
      phone: '01712345678',
      district: 'Dhaka',
      thana: null,
      storeId: 'store-main',
      courierId: 'courier-on',
      paymentType: 'COD',
      salesDate: '2024-03-05',
      discountOnAll: { type: 'fixed', value: 0 },
      note: null,
      lines: [{ productId: SAREE, qty: 1, discount: 0, salePrice: 145_000, liftPrice: 90_000 }],
      totals: { gross: 145_000, deliveryCharge: 6_000, bill: 151_000, payable: 151_000 },
    });
  });

  it('refuses an order heavier than any parcel can be, under the quantity that makes it so', () => {
    const heavy = {
      ...catalogue,
      products: [{ ...catalogue.products[0]!, weightGrams: 30_000, availableQty: 100 }],
    };
    const result = checkImport(
      [IMPORT_TEST_HEADER, importTestRecord({ ...good, 'Qty 1': '34' })],
      heavy,
    ) as ImportCheck;
    expect(result.orders).toEqual([]);
    expect(result.errors).toMatchObject([
      { row: 2, column: 'Qty 1', key: 'weightTooLarge', message: 'The weight can be at most 1000 kg' },
    ]);
  });

  it('reads every optional column: percentages, typed charge, advance, payment type, date, thana', () => {
    const { orders, errors } = check({
      ...good,
      District: 'chittagong',
      Thana: 'hathazari',
      'Qty 1': '2',
      'Line Discount 1': '10%',
      'Product 2': 'scarf',
      'Qty 2': '1',
      Courier: 'steadfast',
      'Delivery Charge': '150',
      Discount: '100',
      Advance: '500',
      'Payment Type': 'partial',
      'Sales Date': '01/02/2024',
      Note: 'Call first',
    });
    expect(errors).toEqual([]);
    expect(orders[0]).toMatchObject({
      district: 'Chattogram',
      thana: 'Hathazari',
      paymentType: 'Partial',
      salesDate: '2024-02-01',
      note: 'Call first',
      lines: [
        { productId: SAREE, qty: 2, discount: 29_000 },
        { productId: SCARF, qty: 1, discount: 0 },
      ],
      totals: {
        gross: 325_000,
        lineDiscounts: 29_000,
        discountOnAll: 10_000,
        net: 286_000,
        deliveryCharge: 15_000,
        bill: 301_000,
        advance: 50_000,
        payable: 251_000,
      },
      // Start Order's weight: each product's weight × its quantity.
      weightGrams: 2 * 600 + 150,
    });
  });

  it('charges the courier’s outside-Dhaka rate outside Dhaka when no charge is typed', () => {
    expect(check({ ...good, District: 'Sylhet' }).orders[0]!.totals.deliveryCharge).toBe(12_000);
  });

  it('names the row, the column and the problem for each bad cell', () => {
    const result = check(
      { ...good, 'Customer Phone': '12345', 'Customer Name': '' },
      { ...good, District: 'Atlantis', Reference: '' },
      { ...good, Thana: 'Hathazari', 'Qty 1': 'two', Courier: 'Pathao' },
      { ...good, 'Product 1': 'Jamdani', Courier: 'Nobody', Advance: '12.50' },
      { ...good, 'Product 1': 'Twin', 'Payment Type': 'Cheque', 'Sales Date': '31/02/2024' },
      { ...good, 'Product 1': 'Sold Out', Discount: 'lots', 'Delivery Charge': '-5' },
      { ...good, 'Product 1': '', 'Qty 2': '2' },
    );
    expect(result.orders).toEqual([]);
    expect(errorsOf(result)).toEqual([
      [2, 'Customer Phone', 'invalidPhone'],
      [2, 'Customer Name', 'customerNameRequired'],
      [3, 'District', 'unknownDistrict'],
      [3, 'Reference', 'refNoRequired'],
      [4, 'Thana', 'thanaNotInDistrict'],
      [4, 'Courier', 'orderCourierInactive'],
      [4, 'Qty 1', 'importQtyInvalid'],
      [5, 'Courier', 'importCourierNotFound'],
      [5, 'Advance', 'importAmountInvalid'],
      [5, 'Product 1', 'importProductNotFound'],
      [6, 'Payment Type', 'orderPaymentTypeInvalid'],
      [6, 'Sales Date', 'importDateInvalid'],
      [6, 'Product 1', 'importProductAmbiguous'],
      [7, 'Delivery Charge', 'importAmountInvalid'],
      [7, 'Discount', 'importDiscountInvalid'],
      [7, 'Product 1', 'productOutOfStock'],
      [8, 'Product 2', 'importProductMissing'],
    ]);
    expect(result.errors.find((e) => e.row === 5 && e.column === 'Product 1')?.message).toBe(
      'No product named “Jamdani” in your catalogue',
    );
    expect(result.rejected.map((r) => r.row)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect(result.rejected[0]!.cells[0]).toBe('12345');
  });

  it('counts the stock across rows: a row gets what the valid rows above it left', () => {
    const result = check(
      { ...good, 'Qty 1': '3' },
      { ...good, 'Qty 1': '3' },
      { ...good, 'Qty 1': '2' },
      { ...good, 'Qty 1': '1' },
    );
    expect(result.orders.map((o) => o.row)).toEqual([2, 4]);
    expect(errorsOf(result)).toEqual([
      [3, 'Qty 1', 'importQtyAboveAvailable'],
      [5, 'Product 1', 'productOutOfStock'],
    ]);
    expect(result.errors[0]!.message).toBe(
      'Only 2 of Cotton Saree left for this row (counting the rows above it)',
    );
  });

  it('a row refused for another reason takes no stock from the rows below', () => {
    const result = check({ ...good, 'Qty 1': '5', Reference: '' }, { ...good, 'Qty 1': '5' });
    expect(result.orders.map((o) => o.row)).toEqual([3]);
  });

  it('adds up the same product written twice, and checks the stock for the sum', () => {
    const result = check(
      { ...good, 'Product 1': 'Scarf', 'Qty 1': '2', 'Product 2': SCARF, 'Qty 2': '1' },
      { ...good, 'Product 1': 'Scarf', 'Qty 1': '2', 'Product 2': 'Scarf', 'Qty 2': '2' },
    );
    expect(result.orders[0]!.lines).toMatchObject([{ productId: SCARF, qty: 3 }]);
    expect(errorsOf(result)).toEqual([[3, 'Product 1', 'productOutOfStock']]);
  });

  it('refuses discounts above the line or the subtotal, as Start Order does', () => {
    const result = check(
      { ...good, 'Line Discount 1': '1500' },
      { ...good, Discount: '1451' },
      { ...good, Discount: '100%' },
    );
    expect(errorsOf(result)).toEqual([
      [2, 'Line Discount 1', 'lineDiscountTooLarge'],
      [3, 'Discount', 'discountOnAllTooLarge'],
    ]);
    expect(result.orders[0]!.totals.net).toBe(0);
  });

  it('needs a product in each row, and flags cells beyond the header', () => {
    const result = checkImport(
      [
        IMPORT_TEST_HEADER,
        importTestRecord({ ...good, 'Product 1': '' }),
        [...importTestRecord(good), 'extra, unquoted'],
      ],
      catalogue,
    ) as ImportCheck;
    expect(errorsOf(result)).toEqual([
      [2, 'Product 1', 'addAProduct'],
      [3, '', 'importTooManyCells'],
    ]);
  });

  it('skips blank rows but numbers rows as the spreadsheet does', () => {
    const result = checkImport(
      [
        IMPORT_TEST_HEADER,
        importTestRecord(good),
        ['', ''],
        [],
        importTestRecord({ ...good, Reference: '' }),
      ],
      catalogue,
    );
    expect(result).toMatchObject({ rowCount: 2, errors: [{ row: 5, column: 'Reference' }] });
  });

  it('answers for the file as a whole when it cannot be read', () => {
    expect(checkImport([], catalogue)).toEqual({ key: 'importFileEmpty', params: {} });
    expect(checkImport([[''], ['  ']], catalogue)).toEqual({ key: 'importFileEmpty', params: {} });
    expect(checkImport([IMPORT_TEST_HEADER, ['']], catalogue)).toEqual({
      key: 'importFileNoRows',
      params: {},
    });
    expect(checkImport([['{"orders": []}']], catalogue)).toMatchObject({ key: 'importMissingColumns' });
    const many = Array.from({ length: 10_001 }, () => importTestRecord(good));
    expect(checkImport([IMPORT_TEST_HEADER, ...many], catalogue)).toEqual({
      key: 'importTooManyRows',
      params: { count: 10_001, max: 10_000 },
    });
  });

  it('with no store or active courier, says what to add first', () => {
    const result = checkImport([IMPORT_TEST_HEADER, importTestRecord(good)], {
      ...catalogue,
      stores: [],
      couriers: [catalogue.couriers[0]!],
    }) as ImportCheck;
    expect(errorsOf(result)).toEqual([
      [2, 'Store', 'createStoreFirst'],
      [2, 'Courier', 'pleaseAddCourier'],
    ]);
  });
});

describe('sample, guide and error report', () => {
  it('the sample imports as it is with the seller’s own products', () => {
    const rows = sampleRows({
      products: ['Cotton Saree', 'Scarf'],
      store: 'Main Store',
      courier: 'Steadfast',
      today: '2024-03-05',
    });
    const result = checkImport(rows, {
      ...catalogue,
      products: catalogue.products.map((p) => ({ ...p, availableQty: 100 })),
    }) as ImportCheck;
    expect(result.errors).toEqual([]);
    expect(result.orders).toHaveLength(3);
    expect(result.ignored).toEqual([]);
  });

  it('the Bangla sample imports as it is too, its Bangla districts and thanas read as our list names them', () => {
    const rows = sampleRows({
      products: ['Cotton Saree', 'Scarf'],
      store: 'Main Store',
      courier: 'Steadfast',
      today: '2024-03-05',
      language: 'bn',
    });
    expect(rows[0]).toEqual(sampleHeader());
    const result = checkImport(rows, {
      ...catalogue,
      products: catalogue.products.map((p) => ({ ...p, availableQty: 100 })),
    }) as ImportCheck;
    expect(result.errors).toEqual([]);
    expect(result.orders.map((o) => [o.name, o.district, o.thana])).toEqual([
      ['রহিমা আক্তার', 'Dhaka', 'Dhanmondi'],
      ['করিম মিয়া', 'Chattogram', 'Hathazari'],
      ['নুসরাত জাহান', 'Sylhet', null],
    ]);
  });

  it('the sample of a seller with no products uses placeholders that say what to write', () => {
    const rows = sampleRows({ products: [], store: null, courier: null, today: '2024-03-05' });
    expect(rows[0]).toEqual(sampleHeader());
    expect(rows[1]).toContain('Your product name 1');
  });

  it('the guide explains every column of the sample', () => {
    const explained = guideRows().map((r) => r[0]);
    for (const column of sampleHeader(1)) expect(explained).toContain(column);
  });

  it('the error report keeps the row’s cells and adds what is wrong', () => {
    const result = check({ ...good, 'Customer Phone': '123', 'Qty 1': 'x' });
    const rows = errorReportRows(result.header, result.rejected, result.errors);
    expect(rows[0]).toEqual([...IMPORT_TEST_HEADER, 'Error']);
    expect(rows[1]!.slice(0, 3)).toEqual(['123', 'Rahima', 'House 1']);
    expect(rows[1]!.at(-1)).toBe(
      'Customer Phone: Enter an 11-digit mobile number such as 01712345678; Qty 1: Enter a whole quantity of 1 or more',
    );
  });
});
