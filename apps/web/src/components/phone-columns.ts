import type { ReactNode } from 'react';
import type { ListColumn } from './list-table/list-table.tsx';

/**
 * Tables on a phone: below Mantine's `sm` breakpoint a table keeps one summary column (what a seller
 * reads at a glance) beside its selection and actions, so nothing needs a sideways swipe; from `sm` up
 * it shows every column. A table renders only the columns of the screen it is on.
 */

/** The columns shown from `sm` up only. */
export function wideOnly<T>(columns: ListColumn<T>[]): ListColumn<T>[] {
  return columns.map((column) => ({ ...column, shownOn: 'wide' }));
}

/** The one column a phone shows in place of the wide ones. */
export function phoneSummaryColumn<T>(title: ReactNode, render: (record: T) => ReactNode): ListColumn<T> {
  return { accessor: 'phoneSummary', title, shownOn: 'phone', render };
}
