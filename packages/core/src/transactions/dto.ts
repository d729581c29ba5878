import type { Paged } from '../list.ts';
import type { Poisha } from '../money.ts';
import type { OrderStatus } from '../orders/status.ts';
import type { CodFilter, CodState, PayoutMatch } from './cod.ts';

/** The replies of the Transactions API, as the web reads them. Money in poisha, times ISO. */

interface Named {
  id: string;
  name: string;
}

/** One completed order on the Transactions list. */
export interface TransactionRow {
  id: string;
  /** The order id, which opens its invoice. */
  code: string;
  completedAt: string;
  courier: Named | null;
  customerName: string;
  bill: Poisha;
  advance: Poisha;
  /** bill − advance: the COD the courier collects. */
  payable: Poisha;
  codState: CodState;
  codReceivedAt: string | null;
  codReceivedAmount: Poisha | null;
}

/** The period's figures over every completed order in it, whatever the list shows (figures.md). */
export interface TransactionTotals {
  orders: number;
  /** Σ bill. */
  total: Poisha;
  /** Σ advance + Σ COD received. */
  received: Poisha;
  advance: Poisha;
  codReceived: Poisha;
  /** Σ payable not yet received. */
  pending: Poisha;
  receivedOrders: number;
  pendingOrders: number;
}

export interface TransactionsPage extends Paged<TransactionRow> {
  period: { from: string; to: string };
  filter: CodFilter;
  totals: TransactionTotals;
}

interface Reply {
  key: string;
  params: Record<string, string | number>;
  message: string;
}

export interface OrderRef {
  id: string;
  code: string;
}

export interface CodMarkResult extends Reply {
  marked: OrderRef[];
  alreadyReceived: OrderRef[];
  notCompleted: (OrderRef & { status: OrderStatus })[];
}

export interface CodUndoResult extends Reply {
  undone: OrderRef[];
  notReceived: OrderRef[];
}

/** A parcel of a payout that needs a look: paid differently from its order, or no order has its invoice. */
export interface PayoutFlag {
  /** The stored parcel line's id. */
  id: string;
  consignmentId: string | null;
  invoice: string | null;
  match: Exclude<PayoutMatch, 'matched'>;
  paid: Poisha;
  expected: Poisha | null;
  order: OrderRef | null;
}

export interface PayoutView {
  id: string;
  courier: Named;
  /** The courier's own payout id. */
  externalId: string;
  amount: Poisha;
  paidAt: string | null;
  importedAt: string;
  counts: Record<PayoutMatch, number>;
  flagged: PayoutFlag[];
}

export interface PayoutsPage extends Paged<PayoutView> {
  /** The seller's Steadfast couriers with API keys: where payouts can be imported from. */
  couriers: Named[];
}

export interface PayoutImportCourier extends Named {
  ok: boolean;
  payouts: number;
  error: Reply | null;
}

export interface PayoutImportResult extends Reply {
  payouts: number;
  consignments: number;
  matched: number;
  differs: number;
  unmatched: number;
  /** Orders whose COD this import marked received. */
  marked: number;
  couriers: PayoutImportCourier[];
}
