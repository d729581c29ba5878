import { can } from '@chalan/core/permissions';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDelete } from '../../../components/confirm-delete.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { PagedTable } from '../../../components/paged-table.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { RowActions } from '../../../components/row-actions.tsx';
import { failureText } from '../../../lib/failure-text.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { notifyApiSuccess, notifyError } from '../../../lib/notify.ts';
import { useMe } from '../../account/session.ts';
import { type Supplier, useDeleteSupplier, useSuppliersList } from '../api.ts';
import { StatusDot } from '../components/status-dot.tsx';
import { SupplierFormModal } from '../components/supplier-form.tsx';

/** Suppliers (spec part 2 §2): everyone may look; only an Admin adds, edits or deletes. */
export function SuppliersPage() {
  const { t } = useTranslation();
  const me = useMe();
  const manage = can(me.user.role, 'manageSuppliers');
  const list = useSuppliersList();
  const remove = useDeleteSupplier();
  const [form, setForm] = useState<{ opened: boolean; supplier: Supplier | null }>({
    opened: false,
    supplier: null,
  });
  const data = list.query.data;

  // Deleting the last row of the last page: show the page before it.
  const { setPage } = list;
  useEffect(() => {
    if (data && data.items.length === 0 && data.page > 1) setPage(data.totalPages);
  }, [data, setPage]);

  async function askDelete(supplier: Supplier) {
    const confirmed = await confirmDelete({
      title: t('suppliers.deleteTitle'),
      message: t('suppliers.deleteMessage', { name: supplier.name }),
    });
    if (!confirmed) return;
    remove.mutate(supplier.id, {
      onSuccess: notifyApiSuccess,
      onError: (error) => notifyError(failureText(error, 'failedToDeleteSupplier')),
    });
  }

  const columns: DataTableColumn<Supplier>[] = [
    {
      accessor: 'index',
      title: t('suppliers.index'),
      width: 48,
      render: (_, i) => (list.page - 1) * list.limit + i + 1,
    },
    {
      accessor: 'name',
      title: t('suppliers.name'),
      render: (s) => (
        <Text size="sm" fw={500}>
          {s.name}
        </Text>
      ),
    },
    {
      accessor: 'phone',
      title: t('suppliers.phone'),
      noWrap: true,
      render: (s) => s.phone ?? t('common.none'),
    },
    { accessor: 'address', title: t('suppliers.address'), render: (s) => s.address ?? t('common.none') },
    { accessor: 'status', title: t('suppliers.status'), render: (s) => <StatusDot active={s.status} /> },
    {
      accessor: 'createdAt',
      title: t('suppliers.time'),
      noWrap: true,
      render: (s) => formatDateTime(s.createdAt),
    },
  ];
  if (manage)
    columns.push({
      accessor: 'actions',
      title: t('common.actions'),
      textAlign: 'right',
      width: 72,
      render: (s) => (
        <RowActions
          name={s.name}
          onEdit={() => setForm({ opened: true, supplier: s })}
          onDelete={() => void askDelete(s)}
        />
      ),
    });

  return (
    <>
      <PageTitle title={t('pages.suppliers')}>
        {manage ? (
          <Button
            leftSection={<IconPlus size={18} />}
            onClick={() => setForm({ opened: true, supplier: null })}
          >
            {t('suppliers.add')}
          </Button>
        ) : null}
      </PageTitle>
      <Stack gap="md">
        <TextInput
          aria-label={t('suppliers.searchLabel')}
          placeholder={t('suppliers.searchPlaceholder')}
          leftSection={<IconSearch size={16} />}
          value={list.search}
          onChange={(event) => list.setSearch(event.currentTarget.value)}
          maw={420}
        />
        {list.query.error && !data ? (
          <QueryError error={list.query.error} onRetry={() => void list.query.refetch()} />
        ) : (
          <PagedTable
            list={list}
            columns={columns}
            emptyText={list.search.trim() ? t('table.noRecords') : t('suppliers.empty')}
          />
        )}
      </Stack>
      <SupplierFormModal
        opened={form.opened}
        supplier={form.supplier}
        onClose={() => setForm((f) => ({ ...f, opened: false }))}
      />
    </>
  );
}
