import type { ListColumn } from './list-column.ts';
import { ListRow } from './list-row.tsx';
import type { TableSelection } from './list-selection.tsx';

/** What every row of a table shares, and which of the page's records to draw. */
export interface TableRowsProps<T> {
  records: T[];
  ids: string[];
  /** The records to draw, by index. */
  indexes: number[];
  columns: ListColumn<T>[];
  selection: Pick<TableSelection<T>, 'getRecordSelectionCheckboxProps'> | undefined;
  selected: { has: (id: string) => boolean };
  toggle: (record: T, checked: boolean) => void;
  measure?: (row: HTMLTableRowElement | null) => void;
}

export function TableRows<T>({ records, ids, indexes, selected, ...shared }: TableRowsProps<T>) {
  return indexes.map((index) => (
    <ListRow<T>
      key={ids[index]}
      record={records[index]!}
      index={index}
      checked={selected.has(ids[index]!)}
      {...shared}
    />
  ));
}
