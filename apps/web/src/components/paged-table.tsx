import 'mantine-datatable/styles.css';
import { PAGE_SIZES, type PageSize } from '@chalan/core/page-sizes';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../lib/use-format.ts';
import type { usePagedList } from '../lib/use-paged-list.ts';
import { renderPager } from './page-size-menu.tsx';

/** What a server-paged table needs of its list (usePagedList's, the order lists', Transactions'). */
export interface PagedRows<T> {
  query: { data?: { items: T[]; total: number }; isFetching: boolean };
  page: number;
  setPage: (page: number) => void;
  limit: PageSize;
  setLimit: (limit: PageSize) => void;
}

const PAGER_CONTROLS = {
  first: 'firstPage',
  previous: 'previousPage',
  next: 'nextPage',
  last: 'lastPage',
} as const;

/**
 * A DataTable pager's words in the user's language and digits: its range ("1–10 of 42"), its page
 * numbers and page sizes, and the names of its arrows (the table's own are English).
 */
export function usePagerTexts() {
  const { t } = useTranslation();
  const format = useFormat();
  return {
    getPaginationItemProps: (page: number) => ({ children: format.number(page) }),
    paginationText: ({ from, to, totalRecords }: { from: number; to: number; totalRecords: number }) =>
      t('table.range', { from, to, total: totalRecords }),
    getPaginationControlProps: (control: keyof typeof PAGER_CONTROLS) => ({
      'aria-label': t(`table.${PAGER_CONTROLS[control]}`),
    }),
    renderPagination: renderPager,
  };
}

/**
 * A DataTable's rows and pager for a server-paged list: the page-size choice of the spec (10, 25, 50,
 * 100) that really pages, and room for the empty text while there are no rows.
 */
export function usePagerProps<T>(list: PagedRows<T>) {
  const { t } = useTranslation();
  const texts = usePagerTexts();
  const data = list.query.data;
  return {
    ...texts,
    minHeight: data?.items.length ? undefined : 180,
    records: data?.items ?? [],
    fetching: list.query.isFetching,
    totalRecords: data?.total ?? 0,
    recordsPerPage: list.limit,
    page: list.page,
    onPageChange: list.setPage,
    recordsPerPageOptions: [...PAGE_SIZES],
    onRecordsPerPageChange: (size: number) => list.setLimit(size as PageSize),
    recordsPerPageLabel: t('table.pageSize'),
  };
}

interface PagedTableProps<T> {
  list: ReturnType<typeof usePagedList<T>>;
  columns: DataTableColumn<T>[];
  /** Shown when the seller has no records at all (e.g. "No Stores Yet"). */
  emptyText?: string;
  idAccessor?: keyof T & string;
  selectedRecords?: T[];
  onSelectedRecordsChange?: (records: T[]) => void;
  /** The selection boxes' names for screen readers (the table's own are English). */
  allRecordsSelectionCheckboxProps?: { 'aria-label': string };
  getRecordSelectionCheckboxProps?: (record: T) => { 'aria-label': string };
}

/** A server-paged table of a usePagedList list. */
export function PagedTable<T>({ list, columns, emptyText, idAccessor, ...selection }: PagedTableProps<T>) {
  const { t } = useTranslation();
  const pager = usePagerProps(list);
  return (
    <DataTable<T>
      withTableBorder
      borderRadius="sm"
      highlightOnHover
      idAccessor={idAccessor ?? ('id' as keyof T & string)}
      columns={columns}
      {...pager}
      noRecordsText={emptyText ?? t('table.noRecords')}
      {...(selection.onSelectedRecordsChange
        ? {
            selectedRecords: selection.selectedRecords ?? [],
            onSelectedRecordsChange: selection.onSelectedRecordsChange,
            allRecordsSelectionCheckboxProps: selection.allRecordsSelectionCheckboxProps,
            getRecordSelectionCheckboxProps: selection.getRecordSelectionCheckboxProps,
          }
        : {})}
    />
  );
}
