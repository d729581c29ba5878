import type { MessageKey } from '../messages.ts';
import type { Poisha } from '../money.ts';
import type { PaymentType } from '../orders/payment.ts';
import type { DiscountOnAll, Totals } from '../orders/totals.ts';
import type { Grams } from '../weight.ts';

/** What the seller has, as the import reads it (the server loads it; the checks here are pure). */
export interface ImportCatalogue {
  /** Products on sale (archived ones are not). */
  products: readonly ImportProduct[];
  /** The default store (the first active one) first. */
  stores: readonly { id: string; name: string; status: boolean }[];
  /** The default courier (the first active one) first among the active ones. */
  couriers: readonly ImportCourier[];
  /** The Dhaka date a blank Sales Date means. */
  today: string;
}

export interface ImportProduct {
  id: string;
  name: string;
  salePrice: Poisha;
  liftPrice: Poisha;
  availableQty: number;
  /** One unit. */
  weightGrams: Grams;
}

export interface ImportCourier {
  id: string;
  name: string;
  status: boolean;
  chargeInDhaka: Poisha;
  chargeOutsideDhaka: Poisha;
}

export interface ImportLine {
  productId: string;
  name: string;
  salePrice: Poisha;
  liftPrice: Poisha;
  qty: number;
  discount: Poisha;
  /** One unit, the product's. */
  weightGrams: Grams;
}

/** A row that can become an order: everything Start Order's Save needs, plus the delivery details. */
export interface ImportOrder {
  /** The row's number as the spreadsheet shows it (the header is row 1). */
  row: number;
  phone: string;
  name: string;
  address: string;
  district: string;
  thana: string | null;
  storeId: string;
  courierId: string;
  courierName: string;
  paymentType: PaymentType;
  discountOnAll: DiscountOnAll;
  salesDate: string;
  refNo: string;
  note: string | null;
  lines: ImportLine[];
  totals: Totals;
  /** Σ product weight × quantity, as Start Order fills it in. */
  weightGrams: Grams;
}

export interface RowError {
  row: number;
  /** The column's header as the file writes it ("" for the row as a whole). */
  column: string;
  key: MessageKey;
  params: Record<string, string | number>;
  message: string;
}

export interface RejectedRow {
  row: number;
  /** The row's cells as the file has them. */
  cells: string[];
}

export interface ImportCheck {
  header: string[];
  /** Headers we do not know (their cells are ignored). */
  ignored: string[];
  /** Rows with something in them (blank rows are skipped). */
  rowCount: number;
  orders: ImportOrder[];
  errors: RowError[];
  rejected: RejectedRow[];
}

export interface ImportFileProblem {
  key: MessageKey;
  params: Record<string, string | number>;
}
