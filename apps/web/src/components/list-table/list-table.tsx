import { Loader } from '@mantine/core';
import { type CSSProperties, lazy, Suspense, useCallback, useMemo, useRef } from 'react';
import { usePhone } from '../../lib/use-phone.ts';
import type { ListColumn } from './list-column.ts';
import { ListPager, type ListPaging } from './list-pager.tsx';
import { SelectAllBox, type TableSelection, useRowToggle, useSelectionState } from './list-selection.tsx';
import classes from './list-table.module.css';
import { TableRows } from './table-rows.tsx';
import type { VirtualRows as VirtualRowsOf } from './virtual-rows.tsx';

export type { ListColumn };

export interface ListTableProps<T> {
  records: T[];
  columns: ListColumn<T>[];
  idAccessor: (keyof T & string) | ((record: T) => string);
  /** Shown below the header while there are no rows. */
  noRecordsText: string;
  /** A request for the rows is under way: the rows stay, dimmed, under a spinner. */
  fetching?: boolean;
  /** Room kept while there are no rows (the empty text sits in it). */
  minHeight?: number;
  /** Longer tables scroll inside this height, their header in view. */
  maxHeight?: number;
  verticalAlign?: 'top' | 'middle';
  'aria-label'?: string;
  selection?: TableSelection<T>;
  paging?: ListPaging;
}

/**
 * From this many rows a table draws only the rows in view (and a few either side): a page of 50 or 100
 * rows then costs about what 20 do (docs/decisions/0008-list-table.md). Below it every row is drawn,
 * so a short list stays whole for the browser's find-in-page and for screen readers.
 */
export const VIRTUAL_FROM = 30;

// Loaded with the first long page: the virtualizer is not part of what a list's first visit downloads.
const VirtualRows = lazy(() =>
  import('./virtual-rows.tsx').then((m) => ({ default: m.VirtualRows })),
) as typeof VirtualRowsOf;

const idOf = <T,>(accessor: ListTableProps<T>['idAccessor'], record: T) =>
  typeof accessor === 'function' ? accessor(record) : String(record[accessor]);

/**
 * The table of every list: plain table elements with one stylesheet, no styled component per cell, so
 * a page of 100 rows is cheap to draw (bench/web-render.ts); checkbox selection of the page's rows; the
 * pager below. A phone gets only the columns meant for it (one media query for the whole table).
 */
export function ListTable<T>(props: ListTableProps<T>) {
  const { records, idAccessor, selection, paging, fetching, minHeight, maxHeight } = props;
  const phone = usePhone();
  const shown = phone ? 'phone' : 'wide';
  // The same columns while the table only measures or scrolls, so its drawn rows stay as they are.
  const columns = useMemo(
    () => props.columns.filter((c) => !c.shownOn || c.shownOn === shown),
    [props.columns, shown],
  );
  const recordId = useCallback((record: T) => idOf(idAccessor, record), [idAccessor]);
  const ids = useMemo(() => records.map(recordId), [records, recordId]);
  const selected = useSelectionState(selection, ids, recordId);
  const toggle = useRowToggle(selection, recordId);
  // The rows' part of the selection: the same while only the selected records change.
  const selectable = selection !== undefined;
  const boxes = selection?.getRecordSelectionCheckboxProps;
  const rowSelection = useMemo(
    () => (selectable ? { getRecordSelectionCheckboxProps: boxes } : undefined),
    [selectable, boxes],
  );
  const empty = records.length === 0;
  const scroll: CSSProperties = { maxHeight, minHeight: empty ? minHeight : undefined };
  const scrollBox = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLTableSectionElement>(null);
  const long = records.length >= VIRTUAL_FROM;
  const rows = { records, ids, columns, selection: rowSelection, selected, toggle };

  return (
    <div className={classes.frame}>
      <div
        ref={scrollBox}
        className={classes.scroll}
        style={scroll}
        data-scrolls={maxHeight ? true : undefined}
      >
        <table
          className={classes.table}
          aria-label={props['aria-label']}
          aria-rowcount={long ? records.length + 1 : undefined}
          data-align={props.verticalAlign}
        >
          <thead>
            <tr>
              {selection ? (
                <th className={classes.select}>
                  <SelectAllBox selection={selection} state={selected} records={records} />
                </th>
              ) : null}
              {columns.map((column) => (
                <th key={column.accessor} style={{ width: column.width, textAlign: column.textAlign }}>
                  {column.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody ref={body} data-fetching={fetching || undefined}>
            {long ? (
              // Until its code is in, a long page shows its first rows.
              <Suspense fallback={<TableRows {...rows} indexes={firstIndexes(VIRTUAL_FROM)} />}>
                <VirtualRows
                  {...rows}
                  scrollBox={scrollBox}
                  body={body}
                  ownScroll={maxHeight !== undefined}
                  width={columns.length + (selection ? 1 : 0)}
                />
              </Suspense>
            ) : (
              <TableRows {...rows} indexes={firstIndexes(records.length)} />
            )}
          </tbody>
        </table>
        {empty && !fetching ? <div className={classes.empty}>{props.noRecordsText}</div> : null}
        {fetching ? (
          <div className={classes.loading}>
            <Loader size="sm" />
          </div>
        ) : null}
      </div>
      {paging ? (
        <ListPager
          // Another page starts at its first row.
          paging={{
            ...paging,
            onPageChange: (to) => {
              scrollBox.current?.scrollTo({ top: 0 });
              paging.onPageChange(to);
            },
          }}
          shown={records.length}
        />
      ) : null}
    </div>
  );
}

const firstIndexes = (count: number) => Array.from({ length: count }, (_, index) => index);
