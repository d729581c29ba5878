import type { RefObject } from 'react';
import classes from './list-table.module.css';
import { TableRows, type TableRowsProps } from './table-rows.tsx';
import { useVirtualRows } from './use-virtual-rows.ts';

export interface VirtualRowsProps<T> extends Omit<TableRowsProps<T>, 'indexes' | 'measure'> {
  scrollBox: RefObject<HTMLDivElement | null>;
  body: RefObject<HTMLTableSectionElement | null>;
  /** The table scrolls in its own box (it has a maxHeight), not with the page. */
  ownScroll: boolean;
  /** Columns in a row, for the spacers. */
  width: number;
}

/**
 * A long page's rows (from VIRTUAL_FROM): only those in view, between spacers as tall as the rest.
 * Its own module, loaded with the first long page: most screens never need the virtualizer's code.
 */
export function VirtualRows<T>({ scrollBox, body, ownScroll, width, ...rows }: VirtualRowsProps<T>) {
  const virtual = useVirtualRows(rows.records.length, scrollBox, body, ownScroll);
  return (
    <>
      <Spacer height={virtual.before} width={width} />
      <TableRows {...rows} indexes={virtual.indexes} measure={virtual.measure} />
      <Spacer height={virtual.after} width={width} />
    </>
  );
}

/** The room of the rows a long table does not draw, hidden from screen readers. */
function Spacer({ height, width }: { height: number; width: number }) {
  if (height <= 0) return null;
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a spacer row holds nothing to focus
    <tr aria-hidden="true">
      <td colSpan={width} className={classes.spacer} style={{ height }} />
    </tr>
  );
}
