import 'mantine-datatable/styles.css';
import { PAGE_SIZES, type PageSize } from '@chalan/core/list';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import type { usePagedList } from '../lib/use-paged-list.ts';

interface PagedTableProps<T> {
  list: ReturnType<typeof usePagedList<T>>;
  columns: DataTableColumn<T>[];
  /** Shown when the seller has no records at all (e.g. "No Stores Yet"). */
  emptyText?: string;
  idAccessor?: keyof T & string;
  selectedRecords?: T[];
  onSelectedRecordsChange?: (records: T[]) => void;
}

/** A server-paged table with the page-size choice of the spec (10, 25, 50, 100) that really pages. */
export function PagedTable<T>({ list, columns, emptyText, idAccessor, ...selection }: PagedTableProps<T>) {
  const { t } = useTranslation();
  const data = list.query.data;
  return (
    <DataTable<T>
      withTableBorder
      borderRadius="sm"
      highlightOnHover
      minHeight={data?.items.length ? undefined : 180}
      idAccessor={idAccessor ?? ('id' as keyof T & string)}
      records={data?.items ?? []}
      columns={columns}
      fetching={list.query.isFetching}
      totalRecords={data?.total ?? 0}
      recordsPerPage={list.limit}
      page={list.page}
      onPageChange={list.setPage}
      recordsPerPageOptions={[...PAGE_SIZES]}
      onRecordsPerPageChange={(size) => list.setLimit(size as PageSize)}
      recordsPerPageLabel={t('table.pageSize')}
      paginationText={({ from, to, totalRecords }) => t('table.range', { from, to, total: totalRecords })}
      noRecordsText={emptyText ?? t('table.noRecords')}
      {...(selection.onSelectedRecordsChange
        ? {
            selectedRecords: selection.selectedRecords ?? [],
            onSelectedRecordsChange: selection.onSelectedRecordsChange,
          }
        : {})}
    />
  );
}
