import { memo } from 'react';
import type { TableSelection } from './list-selection.tsx';
import { SelectBox } from './list-selection.tsx';
import classes from './list-table.module.css';
import type { ListColumn } from './list-table.tsx';

interface ListRowProps<T> {
  record: T;
  id: string;
  index: number;
  columns: ListColumn<T>[];
  selection: TableSelection<T> | undefined;
  checked: boolean;
  recordId: (record: T) => string;
  /** A long table's rows: measured when drawn, and numbered for screen readers. */
  measure?: (row: HTMLTableRowElement | null) => void;
}

/**
 * One row. Memoised: a long table draws again each time it measures a row or scrolls
 * (use-virtual-rows.ts), and the rows it already drew stay as they are.
 */
function ListRowOf<T>({
  record,
  id,
  index,
  columns,
  selection,
  checked,
  recordId,
  measure,
}: ListRowProps<T>) {
  return (
    <tr
      ref={measure}
      data-index={index}
      aria-rowindex={measure ? index + 2 : undefined}
      data-selected={checked || undefined}
    >
      {selection ? (
        <td className={classes.select}>
          <SelectBox selection={selection} record={record} id={id} checked={checked} recordId={recordId} />
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
