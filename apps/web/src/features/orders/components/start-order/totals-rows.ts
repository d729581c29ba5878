import type { Totals } from '@chalan/core/orders/totals';
import type { Format } from '../../../../lib/format.ts';

export type TotalsLabel = 'subtotal' | 'discount' | 'net' | 'deliveryCharge' | 'bill' | 'advance' | 'payable';

/** One row of the totals box: its label (startOrder.totals.*), the amount as shown, and bold or not. */
export interface TotalsRow {
  label: TotalsLabel;
  value: string;
  strong: boolean;
  /** A line above it: the bill and the payable close a sum. */
  ruled: boolean;
}

const row = (format: Format, label: TotalsLabel, poisha: number, sum = false): TotalsRow => ({
  label,
  value: format.money(poisha),
  strong: sum,
  ruled: sum,
});

/** The order's money as the box shows it: what is taken off (discount, advance) with a minus. */
export function totalsRows(totals: Totals, format: Format): TotalsRow[] {
  return [
    row(format, 'subtotal', totals.subtotal),
    row(format, 'discount', -totals.discountOnAll),
    row(format, 'net', totals.net),
    row(format, 'deliveryCharge', totals.deliveryCharge),
    row(format, 'bill', totals.bill, true),
    row(format, 'advance', -totals.advance),
    row(format, 'payable', totals.payable, true),
  ];
}
