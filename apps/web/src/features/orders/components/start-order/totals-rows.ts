import type { Totals } from '@chalan/core/orders/totals';
import { formatMoney } from '../../../../lib/format.ts';

export type TotalsLabel = 'subtotal' | 'discount' | 'net' | 'deliveryCharge' | 'bill' | 'advance' | 'payable';

/** One row of the totals box: its label (startOrder.totals.*), the amount as shown, and bold or not. */
export interface TotalsRow {
  label: TotalsLabel;
  value: string;
  strong: boolean;
  /** A line above it: the bill and the payable close a sum. */
  ruled: boolean;
}

const row = (label: TotalsLabel, poisha: number, sum = false): TotalsRow => ({
  label,
  value: formatMoney(poisha),
  strong: sum,
  ruled: sum,
});

/** The order's money as the box shows it: what is taken off (discount, advance) with a minus. */
export function totalsRows(totals: Totals): TotalsRow[] {
  return [
    row('subtotal', totals.subtotal),
    row('discount', -totals.discountOnAll),
    row('net', totals.net),
    row('deliveryCharge', totals.deliveryCharge),
    row('bill', totals.bill, true),
    row('advance', -totals.advance),
    row('payable', totals.payable, true),
  ];
}
