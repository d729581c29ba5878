import type { PageSize } from '@chalan/core/page-sizes';
import { Pagination } from '@mantine/core';
import { useTexts } from '../../i18n/use-texts.ts';
import { useFormat } from '../../lib/use-format.ts';
import { PageSizeMenu } from '../page-size-menu.tsx';
import classes from './list-table.module.css';

/** A table's pages: which one shows, of how many rows, and (where the list allows) its page size. */
export interface ListPaging {
  page: number;
  onPageChange: (page: number) => void;
  totalRecords: number;
  recordsPerPage: number;
  /** The spec's page sizes (10, 25, 50, 100); absent where a list keeps one size. */
  onRecordsPerPageChange?: (size: PageSize) => void;
  /** Order Processing leaves the page numbers out when everything fits on one page. */
  hidePagesOnOnePage?: boolean;
}

const CONTROL_NAMES = {
  first: 'table.firstPage',
  previous: 'table.previousPage',
  next: 'table.nextPage',
  last: 'table.lastPage',
} as const;

/** Below a table with rows: "1–10 of 42", the page size and the page numbers, in the user's digits. */
export function ListPager({ paging, shown }: { paging: ListPaging; shown: number }) {
  const t = useTexts();
  const format = useFormat();
  const { page, totalRecords, recordsPerPage } = paging;
  if (shown === 0) return null;
  const pages = Math.max(1, Math.ceil(totalRecords / recordsPerPage));
  const from = (page - 1) * recordsPerPage + 1;
  return (
    <div className={classes.pager}>
      <div className={classes.range}>
        {t('table.range', { from, to: from + shown - 1, total: totalRecords })}
      </div>
      {paging.onRecordsPerPageChange ? (
        <PageSizeMenu size={recordsPerPage} onChange={paging.onRecordsPerPageChange} />
      ) : null}
      {paging.hidePagesOnOnePage && pages <= 1 ? null : (
        <Pagination
          size="sm"
          total={pages}
          value={page}
          onChange={paging.onPageChange}
          getItemProps={(item) => ({ children: format.number(item) })}
          getControlProps={(control) => ({ 'aria-label': t(CONTROL_NAMES[control]) })}
        />
      )}
    </div>
  );
}
