import type { ImportRowError, PreviewOrder } from '@chalan/core/order-import/replies';
import { Text } from '@mantine/core';
import { useState } from 'react';
import { ListTable } from '../../../components/list-table/list-table.tsx';
import { useTexts } from '../../../i18n/use-texts.ts';
import { translateMessage } from '../../../lib/messages.ts';
import { pageOf } from '../../../lib/paging.ts';
import { useFormat } from '../../../lib/use-format.ts';

const PAGE_SIZE = 25;

/** A page of `records` kept here: the reply holds them all. */
function usePage<T>(records: readonly T[]) {
  const [page, setPage] = useState(1);
  return { ...pageOf(records, page, PAGE_SIZE), setPage };
}

/** An error's text in the user's language (the server's English when there is no translation). */
export const errorMessage = (error: ImportRowError) =>
  translateMessage(error.key, error.message, error.params);

/** Each problem: the row as the spreadsheet numbers it, the column as the file names it, what to fix. */
export function RowErrorsTable({ errors }: { errors: readonly ImportRowError[] }) {
  const t = useTexts();
  const paging = usePage(errors);
  return (
    <ListTable<ImportRowError>
      minHeight={errors.length ? undefined : 120}
      idAccessor={(e) => `${e.row}:${e.column}`}
      records={paging.records}
      paging={{
        page: paging.page,
        onPageChange: paging.setPage,
        totalRecords: errors.length,
        recordsPerPage: PAGE_SIZE,
      }}
      noRecordsText={t('orderImport.errors.none')}
      columns={[
        { accessor: 'row', title: t('orderImport.errors.row'), width: 70 },
        {
          accessor: 'column',
          title: t('orderImport.errors.column'),
          render: (e) => e.column || t('orderImport.errors.wholeRow'),
        },
        { accessor: 'message', title: t('orderImport.errors.problem'), render: (e) => errorMessage(e) },
      ]}
    />
  );
}

/** The orders the import would write (the first 100), with what each will cost the customer. */
export function PreviewOrdersTable({ orders, total }: { orders: readonly PreviewOrder[]; total: number }) {
  const t = useTexts();
  const format = useFormat();
  const paging = usePage(orders);
  return (
    <>
      <ListTable<PreviewOrder>
        minHeight={orders.length ? undefined : 120}
        idAccessor="row"
        records={paging.records}
        paging={{
          page: paging.page,
          onPageChange: paging.setPage,
          totalRecords: orders.length,
          recordsPerPage: PAGE_SIZE,
        }}
        noRecordsText={t('orderImport.preview.none')}
        columns={[
          { accessor: 'row', title: t('orderImport.preview.row'), width: 70 },
          {
            accessor: 'name',
            title: t('orderImport.preview.customer'),
            render: (o) => (
              <>
                <Text size="sm">{o.name}</Text>
                <Text size="xs" c="dimmed">
                  {o.phone}
                </Text>
              </>
            ),
          },
          {
            accessor: 'district',
            title: t('orderImport.preview.district'),
            render: (o) => (o.thana ? `${o.thana}, ${o.district}` : o.district),
          },
          { accessor: 'products', title: t('orderImport.preview.products') },
          { accessor: 'courier', title: t('orderImport.preview.courier') },
          {
            accessor: 'salesDate',
            title: t('orderImport.preview.salesDate'),
            render: (o) => format.date(o.salesDate),
          },
          { accessor: 'refNo', title: t('orderImport.preview.reference') },
          {
            accessor: 'bill',
            title: t('orderImport.preview.bill'),
            textAlign: 'right',
            render: (o) => format.money(o.bill),
          },
          {
            accessor: 'payable',
            title: t('orderImport.preview.cod'),
            textAlign: 'right',
            render: (o) => format.money(o.payable),
          },
        ]}
      />
      {total > orders.length ? (
        <Text size="sm" c="dimmed">
          {t('orderImport.preview.firstOnly', { shown: orders.length, count: total })}
        </Text>
      ) : null}
    </>
  );
}
