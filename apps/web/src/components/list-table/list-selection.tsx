import { useCallbackRef } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import classes from './list-table.module.css';

/** Checkbox selection of a table's rows, kept by the screen (it may hold rows of other pages too). */
export interface TableSelection<T> {
  selectedRecords: T[];
  onSelectedRecordsChange: (records: T[]) => void;
  /** The select-all box's name for screen readers ("Select all orders on this page"). */
  allRecordsSelectionCheckboxProps?: { 'aria-label': string };
  /** Each row box's name ("Select order CODE"). */
  getRecordSelectionCheckboxProps?: (record: T) => { 'aria-label': string };
}

interface SelectionState<T> {
  has: (id: string) => boolean;
  idOf: (record: T) => string;
  /** How many of the page's rows are selected. */
  onPage: number;
}

/** Which of the page's rows are selected, by id (records may be new objects after a refetch). */
export function useSelectionState<T>(
  selection: TableSelection<T> | undefined,
  pageIds: string[],
  idOf: (record: T) => string,
): SelectionState<T> {
  const chosen = new Set(selection?.selectedRecords.map(idOf));
  return { has: (id) => chosen.has(id), idOf, onPage: pageIds.filter((id) => chosen.has(id)).length };
}

/** A row's box: adds the row to the selection or takes it out (the latest selection, from a stable call). */
export function useRowToggle<T>(selection: TableSelection<T> | undefined, recordId: (record: T) => string) {
  return useCallbackRef((record: T, checked: boolean) => {
    if (!selection) return;
    const id = recordId(record);
    selection.onSelectedRecordsChange(
      checked
        ? selection.selectedRecords.filter((r) => recordId(r) !== id)
        : [...selection.selectedRecords, record],
    );
  });
}

/** Selects every row of the page, or (when all are) none of them; "some" shows as indeterminate. */
export function SelectAllBox<T>({
  selection,
  state,
  records,
}: {
  selection: TableSelection<T>;
  state: SelectionState<T>;
  records: T[];
}) {
  const ref = useRef<HTMLInputElement>(null);
  const all = records.length > 0 && state.onPage === records.length;
  const some = state.onPage > 0 && !all;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = some;
  }, [some]);
  const toggle = () => {
    const page = new Set(records.map(state.idOf));
    const others = selection.selectedRecords.filter((r) => !page.has(state.idOf(r)));
    selection.onSelectedRecordsChange(all ? others : [...others, ...records]);
  };
  return (
    <input
      ref={ref}
      type="checkbox"
      className={classes.box}
      checked={all}
      disabled={records.length === 0}
      onChange={toggle}
      {...selection.allRecordsSelectionCheckboxProps}
    />
  );
}
