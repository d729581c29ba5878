import type { Parcel } from './parcels.ts';
import type { FakeCourierState } from './state.ts';
import { pathaoTimes } from './webhook-payloads.ts';
import { pathaoHeaders } from './webhooks.ts';

/** Pathao pays the COD of these (less its fee); of a returned parcel it takes the fee only. */
const PAID = new Set(['delivered', 'partial-delivery']);
const PAID_RETURN = new Set(['returned', 'returned-to-merchant']);

let invoices = 0;

export interface PathaoPayment {
  /** Pathao's payment invoice, carried by every event of this payment. */
  invoiceId: string;
  /** The consignment ids paid. */
  paid: string[];
}

/**
 * Pathao settles an account's delivered and returned parcels not paid yet: each gets an `order.paid`
 * (or `order.paid-return`) webhook with the payment's invoice_id, the cash collected and the fee.
 * `collected` (taka by consignment id) pays a parcel less (or more) than its COD, as a courier's mistake.
 */
export function payPathao(
  state: FakeCourierState,
  options: { account?: string; collected?: Record<string, number> } = {},
): PathaoPayment {
  const at = new Date().toISOString();
  const invoiceId = `INV-${at.slice(0, 10).replaceAll('-', '')}-${String(++invoices).padStart(4, '0')}`;
  const due = state.parcels
    .all('pathao', options.account)
    .filter((p) => !p.details.paid_invoice_id && (PAID.has(p.status) || PAID_RETURN.has(p.status)));
  for (const parcel of due) {
    parcel.details.paid_invoice_id = invoiceId;
    const setup = state.webhooks.forAccount('pathao', parcel.account);
    if (setup) void state.webhooks.send(setup, paidEvent(parcel, invoiceId, at, setup.secret, options));
  }
  return { invoiceId, paid: due.map((p) => p.consignmentId) };
}

function paidEvent(
  parcel: Parcel,
  invoiceId: string,
  at: string,
  secret: string | undefined,
  options: { collected?: Record<string, number> },
) {
  const returned = PAID_RETURN.has(parcel.status);
  const event = returned ? 'order.paid-return' : 'order.paid';
  return {
    consignmentId: parcel.consignmentId,
    event,
    headers: pathaoHeaders(secret),
    body: {
      event,
      consignment_id: parcel.consignmentId,
      merchant_order_id: parcel.invoice,
      store_id: parcel.details.store_id,
      ...pathaoTimes(at),
      invoice_id: invoiceId,
      delivery_fee: parcel.deliveryCharge,
      collected_amount: returned ? 0 : (options.collected?.[parcel.consignmentId] ?? parcel.codAmount),
    },
  };
}
