import { can } from '@chalan/core/permissions';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActiveBadge } from '../../../components/active-badge.tsx';
import { confirmDelete } from '../../../components/confirm-delete.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { PagedTable } from '../../../components/paged-table.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { RowActions } from '../../../components/row-actions.tsx';
import { failureText } from '../../../lib/failure-text.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { notifyApiSuccess, notifyError } from '../../../lib/notify.ts';
import { useMe } from '../../account/session.ts';
import { type Store, useDeleteStore, useStoresList } from '../api.ts';
import { StoreFormModal } from '../components/store-form.tsx';

const addressOf = (s: Store) =>
  [s.address, s.area, [s.district, s.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');

/** Stores (spec part 2 §2): everyone may look; only an Admin adds, edits or deletes. */
export function StoresPage() {
  const { t } = useTranslation();
  const me = useMe();
  const manage = can(me.user.role, 'manageStores');
  const list = useStoresList();
  const remove = useDeleteStore();
  const [form, setForm] = useState<{ opened: boolean; store: Store | null }>({ opened: false, store: null });
  const data = list.query.data;

  // Deleting the last row of the last page: show the page before it.
  const { setPage } = list;
  useEffect(() => {
    if (data && data.items.length === 0 && data.page > 1) setPage(data.totalPages);
  }, [data, setPage]);

  async function askDelete(store: Store) {
    const confirmed = await confirmDelete({
      title: t('stores.deleteTitle'),
      message: t('stores.deleteMessage', { name: store.name }),
    });
    if (!confirmed) return;
    remove.mutate(store.id, {
      onSuccess: notifyApiSuccess,
      onError: (error) => notifyError(failureText(error, 'failedToDeleteStore')),
    });
  }

  const columns: DataTableColumn<Store>[] = [
    {
      accessor: 'index',
      title: t('stores.index'),
      width: 48,
      render: (_, i) => (list.page - 1) * list.limit + i + 1,
    },
    {
      accessor: 'name',
      title: t('stores.store'),
      render: (s) => (
        <Text size="sm" fw={500}>
          {s.name}
        </Text>
      ),
    },
    { accessor: 'phone', title: t('stores.phone'), noWrap: true, render: (s) => s.phone ?? t('common.none') },
    { accessor: 'address', title: t('stores.address'), render: (s) => addressOf(s) || t('common.none') },
    { accessor: 'status', title: t('stores.status'), render: (s) => <ActiveBadge active={s.status} /> },
    {
      accessor: 'createdAt',
      title: t('stores.time'),
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
          onEdit={() => setForm({ opened: true, store: s })}
          onDelete={() => void askDelete(s)}
        />
      ),
    });

  return (
    <>
      <PageTitle title={t('pages.stores')}>
        {manage ? (
          <Button leftSection={<IconPlus size={18} />} onClick={() => setForm({ opened: true, store: null })}>
            {t('stores.add')}
          </Button>
        ) : null}
      </PageTitle>
      <Stack gap="md">
        <TextInput
          aria-label={t('stores.searchLabel')}
          placeholder={t('stores.searchPlaceholder')}
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
            emptyText={list.search.trim() ? t('table.noRecords') : t('stores.empty')}
          />
        )}
      </Stack>
      <StoreFormModal
        opened={form.opened}
        store={form.store}
        onClose={() => setForm((f) => ({ ...f, opened: false }))}
      />
    </>
  );
}
