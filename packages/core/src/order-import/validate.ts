import { formatMessage, type MessageKey } from '../messages.ts';
import type { Poisha } from '../money.ts';
import { defaultDeliveryCharge } from '../orders/delivery.ts';
import { PAYMENT_TYPES } from '../orders/payment.ts';
import { computeTotals, type DiscountOnAll, totalsProblems } from '../orders/totals.ts';
import { isValidMobile } from '../phone.ts';
import { cleanLine, cleanLines, isStorableText } from '../text.ts';
import { linesWeight, maxKg, ORDER_WEIGHT_MAX_GRAMS } from '../weight.ts';
import {
  cellText,
  isUuid,
  MAX_AMOUNT,
  nameKey,
  readDate,
  readDiscount,
  readPhone,
  readQty,
  readTaka,
} from './cells.ts';
import {
  type HeaderMap,
  IMPORT_COLUMNS,
  type ImportField,
  isHeaderProblem,
  lineDiscountHeader,
  mapHeader,
  ORDER_IMPORT_MAX_LINES,
  ORDER_IMPORT_MAX_ROWS,
  type ProductGroup,
  productHeader,
  qtyHeader,
} from './columns.ts';
import { importDistrict, importThana } from './places.ts';
import type {
  ImportCatalogue,
  ImportCheck,
  ImportCourier,
  ImportFileProblem,
  ImportLine,
  ImportOrder,
  ImportProduct,
  RowError,
} from './types.ts';

export type * from './types.ts';

const isBlank = (record: readonly string[]) => record.every((cell) => cell.trim() === '');

/**
 * Checks every row of a CSV file (its records, header first) against the seller's catalogue, as Start
 * Order would check the order, and counts the stock across rows: a row gets only what the valid rows
 * above it left. Returns the orders to write and each row's errors, or why the file cannot be read.
 */
export function checkImport(
  records: readonly (readonly string[])[],
  catalogue: ImportCatalogue,
): ImportCheck | ImportFileProblem {
  const headerIndex = records.findIndex((r) => !isBlank(r));
  if (headerIndex < 0) return { key: 'importFileEmpty', params: {} };
  const map = mapHeader(records[headerIndex]!);
  if (isHeaderProblem(map)) return map;
  const rows: { row: number; cells: readonly string[] }[] = [];
  for (let i = headerIndex + 1; i < records.length; i++) {
    if (!isBlank(records[i]!)) rows.push({ row: i + 1, cells: records[i]! });
  }
  if (rows.length === 0) return { key: 'importFileNoRows', params: {} };
  if (rows.length > ORDER_IMPORT_MAX_ROWS) {
    return { key: 'importTooManyRows', params: { count: rows.length, max: ORDER_IMPORT_MAX_ROWS } };
  }
  const checker = new RowChecker(map, catalogue);
  const result: ImportCheck = {
    header: map.header,
    ignored: map.ignored,
    rowCount: rows.length,
    orders: [],
    errors: [],
    rejected: [],
  };
  for (const { row, cells } of rows) {
    const checked = checker.check(row, cells);
    if ('errors' in checked) {
      result.errors.push(...checked.errors);
      result.rejected.push({ row, cells: [...cells] });
    } else result.orders.push(checked);
  }
  return result;
}

export const isFileProblem = (value: ImportCheck | ImportFileProblem): value is ImportFileProblem =>
  'key' in value;

const HEADER_OF = Object.fromEntries(IMPORT_COLUMNS.map((c) => [c.field, c.header])) as Record<
  ImportField,
  string
>;

interface GroupLine extends ImportLine {
  group: ProductGroup;
}

/** One row's checks; it keeps what stock the valid rows so far have left. */
class RowChecker {
  private readonly byId: Map<string, ImportProduct>;
  private readonly byName = new Map<string, ImportProduct[]>();
  private readonly storesByName: Map<string, { id: string; status: boolean }>;
  private readonly couriersByName: Map<string, ImportCourier>;
  private readonly defaultStore: { id: string } | undefined;
  private readonly defaultCourier: ImportCourier | undefined;
  private readonly left: Map<string, number>;

  constructor(
    private readonly map: HeaderMap,
    private readonly catalogue: ImportCatalogue,
  ) {
    this.byId = new Map(catalogue.products.map((p) => [p.id.toLowerCase(), p]));
    for (const product of catalogue.products) {
      const key = nameKey(product.name);
      this.byName.set(key, [...(this.byName.get(key) ?? []), product]);
    }
    this.storesByName = new Map(catalogue.stores.map((s) => [nameKey(s.name), s]));
    this.couriersByName = new Map(catalogue.couriers.map((c) => [nameKey(c.name), c]));
    this.defaultStore = catalogue.stores.find((s) => s.status) ?? catalogue.stores[0];
    this.defaultCourier = catalogue.couriers.find((c) => c.status);
    this.left = new Map(catalogue.products.map((p) => [p.id, p.availableQty]));
  }

  check(row: number, cells: readonly string[]): ImportOrder | { errors: RowError[] } {
    const { fields, header } = this.map;
    const errors: RowError[] = [];
    const fail = (column: string, key: MessageKey, params: Record<string, string | number> = {}) => {
      if (!errors.some((e) => e.column === column)) {
        errors.push({ row, column, key, params, message: formatMessage(key, params) });
      }
    };
    const cell = (index: number | undefined) => (index === undefined ? '' : cellText(cells[index]));
    const columnOf = (field: ImportField) => {
      const index = fields[field];
      return index === undefined ? HEADER_OF[field] : header[index]!;
    };
    const text = (field: ImportField) =>
      field === 'note' ? cleanLines(cell(fields[field])) : cleanLine(cell(fields[field]));
    const limited = (field: ImportField, max: number) => {
      const value = text(field);
      if (value.length > max) fail(columnOf(field), 'importTextTooLong', { max });
      return value;
    };
    const amount = (field: ImportField): Poisha | null => {
      const value = text(field);
      if (value === '') return 0;
      const poisha = readTaka(value);
      if (poisha === null) fail(columnOf(field), 'importAmountInvalid');
      else if (poisha > MAX_AMOUNT) fail(columnOf(field), 'amountTooLarge');
      return poisha;
    };

    // The one rule for free text (text.ts): a cell with control characters is refused where it stands.
    cells.forEach((raw, index) => {
      if (!isStorableText(raw)) fail(header[index] ?? '', 'textUnstorable');
    });
    if (cells.slice(header.length).some((c) => c.trim() !== '')) fail('', 'importTooManyCells');

    const rawPhone = text('phone');
    const phone = readPhone(rawPhone);
    if (rawPhone === '') fail(columnOf('phone'), 'phoneRequired');
    else if (!isValidMobile(phone)) fail(columnOf('phone'), 'invalidPhone');
    const name = limited('name', 120);
    if (name === '') fail(columnOf('name'), 'customerNameRequired');
    const address = limited('address', 300);
    if (address === '') fail(columnOf('address'), 'addressRequired');
    const districtText = text('district');
    const district = importDistrict(districtText);
    if (districtText === '') fail(columnOf('district'), 'districtRequired');
    else if (!district) fail(columnOf('district'), 'unknownDistrict');
    const thanaText = text('thana');
    const thana = thanaText && district ? importThana(district, thanaText) : undefined;
    if (thanaText && district && !thana) fail(columnOf('thana'), 'thanaNotInDistrict');

    const storeText = text('store');
    const store = storeText ? this.storesByName.get(nameKey(storeText)) : this.defaultStore;
    if (!store) {
      if (storeText) fail(columnOf('store'), 'importStoreNotFound', { store: storeText });
      else fail(columnOf('store'), 'createStoreFirst');
    }
    const courierText = text('courier');
    const courier = courierText ? this.couriersByName.get(nameKey(courierText)) : this.defaultCourier;
    if (!courier) {
      if (courierText) fail(columnOf('courier'), 'importCourierNotFound', { courier: courierText });
      else fail(columnOf('courier'), 'pleaseAddCourier');
    } else if (!courier.status) fail(columnOf('courier'), 'orderCourierInactive');

    const typedCharge = text('deliveryCharge') === '' ? undefined : amount('deliveryCharge');
    const discountText = text('discount');
    const discountOnAll: DiscountOnAll | null =
      discountText === '' ? { type: 'fixed', value: 0 } : readDiscount(discountText);
    if (!discountOnAll) fail(columnOf('discount'), 'importDiscountInvalid');
    else if (discountOnAll.type === 'fixed' && discountOnAll.value > MAX_AMOUNT) {
      fail(columnOf('discount'), 'amountTooLarge');
    }
    const advance = amount('advance');
    const paymentText = text('paymentType');
    const paymentType = paymentText
      ? PAYMENT_TYPES.find((p) => p.toLowerCase() === paymentText.toLowerCase())
      : 'COD';
    if (!paymentType) fail(columnOf('paymentType'), 'orderPaymentTypeInvalid');
    const dateText = text('salesDate');
    const salesDate = dateText ? readDate(dateText) : this.catalogue.today;
    if (!salesDate) fail(columnOf('salesDate'), 'importDateInvalid');
    const refNo = limited('reference', 60);
    if (refNo === '') fail(columnOf('reference'), 'refNoRequired');
    const note = limited('note', 500);

    const lines = this.lines(cells, fail);

    if (errors.length === 0 && courier && store && discountOnAll && paymentType && salesDate && lines) {
      const deliveryCharge = typedCharge ?? defaultDeliveryCharge(courier, district);
      const input = { lines, discountOnAll, deliveryCharge: deliveryCharge!, advance: advance! };
      for (const problem of totalsProblems(input)) {
        if (problem.line !== undefined) {
          const { group } = lines[problem.line]!;
          fail(header[group.discount ?? group.product!]!, 'lineDiscountTooLarge');
        }
        if (problem.discountOnAll) fail(columnOf('discount'), 'discountOnAllTooLarge');
      }
      const weightGrams = linesWeight(lines);
      if (weightGrams > ORDER_WEIGHT_MAX_GRAMS) {
        fail(header[lines[0]!.group.qty ?? lines[0]!.group.product!]!, 'weightTooLarge', {
          maxKg: maxKg(ORDER_WEIGHT_MAX_GRAMS),
        });
      }
      if (errors.length === 0) {
        for (const line of lines) this.left.set(line.productId, this.left.get(line.productId)! - line.qty);
        return {
          row,
          phone,
          name,
          address,
          district: district!,
          thana: thana ?? null,
          storeId: store.id,
          courierId: courier.id,
          courierName: courier.name,
          paymentType,
          discountOnAll,
          salesDate,
          refNo,
          note: note || null,
          lines: lines.map(({ group: _, ...line }) => line),
          totals: computeTotals(input),
          weightGrams,
        };
      }
    }
    return { errors };
  }

  /** The row's products (the same product twice is one line), checked against what is left. */
  private lines(
    cells: readonly string[],
    fail: (column: string, key: MessageKey, params?: Record<string, string | number>) => void,
  ): GroupLine[] | null {
    const { groups, header } = this.map;
    const merged = new Map<string, GroupLine>();
    let ok = true;
    let filled = 0;
    for (const group of groups) {
      const productText = cellText(cells[group.product!]);
      const qtyText = group.qty === undefined ? '' : cellText(cells[group.qty]);
      const discountText = group.discount === undefined ? '' : cellText(cells[group.discount]);
      if (productText === '' && qtyText === '' && discountText === '') continue;
      filled++;
      const productColumn = header[group.product!]!;
      const product = this.product(productText, productColumn, fail);
      const qty = qtyText === '' ? 1 : readQty(qtyText);
      if (qty === null) fail(header[group.qty!] ?? qtyHeader(group.n), 'importQtyInvalid');
      const discount =
        discountText === '' ? { type: 'fixed' as const, value: 0 } : readDiscount(discountText);
      if (!discount) {
        fail(header[group.discount!] ?? lineDiscountHeader(group.n), 'importDiscountInvalid');
      }
      if (!product || qty === null || !discount) {
        ok = false;
        continue;
      }
      const gross = product.salePrice * qty;
      const amount =
        discount.type === 'fixed'
          ? discount.value
          : Math.floor((gross * discount.value * 2 + 10_000) / 20_000);
      const seen = merged.get(product.id);
      if (seen) {
        seen.qty += qty;
        seen.discount += amount;
      } else {
        merged.set(product.id, {
          productId: product.id,
          name: product.name,
          salePrice: product.salePrice,
          liftPrice: product.liftPrice,
          qty,
          discount: amount,
          weightGrams: product.weightGrams,
          group,
        });
      }
    }
    if (filled === 0) {
      fail(header[this.map.groups[0]!.product!] ?? productHeader(1), 'addAProduct');
      return null;
    }
    if (merged.size > ORDER_IMPORT_MAX_LINES) {
      fail(productHeader(1), 'importTooManyProducts', { max: ORDER_IMPORT_MAX_LINES });
      return null;
    }
    for (const line of merged.values()) {
      const left = this.left.get(line.productId) ?? 0;
      if (left === 0) {
        fail(header[line.group.product!]!, 'productOutOfStock');
        ok = false;
      } else if (line.qty > left) {
        fail(header[line.group.qty ?? line.group.product!]!, 'importQtyAboveAvailable', {
          left,
          product: line.name,
        });
        ok = false;
      }
    }
    return ok ? [...merged.values()] : null;
  }

  private product(
    text: string,
    column: string,
    fail: (column: string, key: MessageKey, params?: Record<string, string | number>) => void,
  ): ImportProduct | undefined {
    if (text === '') {
      fail(column, 'importProductMissing');
      return undefined;
    }
    if (isUuid(text)) {
      const product = this.byId.get(text.toLowerCase());
      if (!product) fail(column, 'importProductNotFound', { product: text });
      return product;
    }
    const named = this.byName.get(nameKey(text)) ?? [];
    if (named.length === 0) fail(column, 'importProductNotFound', { product: text });
    else if (named.length > 1) fail(column, 'importProductAmbiguous', { count: named.length, product: text });
    return named.length === 1 ? named[0] : undefined;
  }
}
