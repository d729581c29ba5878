import type { ReactNode } from 'react';

/** One column of a list table. Without `render` a cell shows the record's `accessor` field as text. */
export interface ListColumn<T> {
  accessor: string;
  title: ReactNode;
  render?: (record: T, index: number) => ReactNode;
  textAlign?: 'left' | 'center' | 'right';
  width?: number;
  noWrap?: boolean;
  /** Only on a phone (below Mantine's `sm`) or only from `sm` up (components/phone-columns.ts). */
  shownOn?: 'phone' | 'wide';
}
