import { memo } from 'react';
import type { ListColumn } from './list-column.ts';
import type { TableSelection } from './list-selection.tsx';
import classes from './list-table.module.css';

interface ListRowProps<T> {
  record: T;
  index: number;
  columns: ListColumn<T>[];
  /** With checkbox selection: the row's box, named for screen readers, and what a click on it does. */
  selection: Pick<TableSelection<T>, 'getRecordSelectionCheckboxProps'> | undefined;
  checked: boolean;
  toggle: (record: T, checked: boolean) => void;
  /** A long table's rows: measured when drawn, and numbered for screen readers. */
  measure?: (row: HTMLTableRowElement | null) => void;
}

/**
 * One row. Memoised: a long table draws again each time it measures a row or scrolls
 * (use-virtual-rows.ts), and a click on one box changes one row: the rows already drawn stay as they are.
 */
function ListRowOf<T>({ record, index, columns, selection, checked, toggle, measure }: ListRowProps<T>) {
  return (
    <tr
      ref={measure}
      data-index={index}
      aria-rowindex={measure ? index + 2 : undefined}
      data-selected={checked || undefined}
    >
      {selection ? (
        <td className={classes.select}>
          <input
            type="checkbox"
            className={classes.box}
            checked={checked}
            onChange={() => toggle(record, checked)}
            {...selection.getRecordSelectionCheckboxProps?.(record)}
          />
        </td>
      ) : null}
      {columns.map((column) => (
        <td
          key={column.accessor}
          style={column.textAlign ? { textAlign: column.textAlign } : undefined}
          data-nowrap={column.noWrap || undefined}
        >
          {column.render
            ? column.render(record, index)
            : String((record as Record<string, unknown>)[column.accessor] ?? '')}
        </td>
      ))}
    </tr>
  );
}

export const ListRow = memo(ListRowOf) as typeof ListRowOf;
