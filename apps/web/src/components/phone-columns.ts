import type { MantineTheme } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import type { ReactNode } from 'react';

/**
 * Tables on a phone: below Mantine's `sm` breakpoint a table keeps one summary column (what a seller
 * reads at a glance) beside its selection and actions, so nothing needs a sideways swipe; from `sm` up
 * it shows every column. Columns outside the query are not rendered at all.
 */
const phoneQuery = (theme: MantineTheme) => `(max-width: calc(${theme.breakpoints.sm} - 1px))`;
const wideQuery = (theme: MantineTheme) => `(min-width: ${theme.breakpoints.sm})`;

/** The columns shown from `sm` up only. */
export function wideOnly<T>(columns: DataTableColumn<T>[]): DataTableColumn<T>[] {
  return columns.map((column) => ({ ...column, visibleMediaQuery: wideQuery }));
}

/** The one column a phone shows in place of the wide ones. */
export function phoneSummaryColumn<T>(
  title: ReactNode,
  render: (record: T) => ReactNode,
): DataTableColumn<T> {
  return { accessor: 'phoneSummary', title, visibleMediaQuery: phoneQuery, render };
}
