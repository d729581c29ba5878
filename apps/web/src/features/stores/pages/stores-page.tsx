import { can } from '@chalan/core/permissions';
import { Button, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { ActiveBadge } from '../../../components/active-badge.tsx';
import {
  actionsColumn,
  indexColumn,
  ListBody,
  ListSearch,
  useConfirmedDelete,
  useFormTarget,
} from '../../../components/list-screen.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { RowActions } from '../../../components/row-actions.tsx';
import { failureText } from '../../../lib/failure-text.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useMe } from '../../account/session.ts';
import { type Store, useDeleteStore, useStoresList } from '../api.ts';
import { StoreFormModal } from '../components/store-form.tsx';

const addressOf = (s: Store) =>
  [s.address, s.area, [s.district, s.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');

/** Stores (spec part 2 §2): everyone may look; only an Admin adds, edits or deletes. */
export function StoresPage() {
  const { t } = useTranslation();
  const manage = can(useMe().user.role, 'manageStores');
  const list = useStoresList();
  const form = useFormTarget<Store>();
  const askDelete = useConfirmedDelete<Store>(
    useDeleteStore(),
    (s) => ({ title: t('stores.deleteTitle'), message: t('stores.deleteMessage', { name: s.name }) }),
    (error) => failureText(error, 'failedToDeleteStore'),
  );

  const columns: DataTableColumn<Store>[] = [
    indexColumn(list, t('stores.index')),
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
  if (manage) {
    columns.push(
      actionsColumn(t('common.actions'), (s) => (
        <RowActions name={s.name} onEdit={() => form.edit(s)} onDelete={() => void askDelete(s)} />
      )),
    );
  }

  return (
    <>
      <PageTitle title={t('pages.stores')}>
        {manage ? (
          <Button leftSection={<IconPlus size={18} />} onClick={form.add}>
            {t('stores.add')}
          </Button>
        ) : null}
      </PageTitle>
      <Stack gap="md">
        <ListSearch list={list} label={t('stores.searchLabel')} placeholder={t('stores.searchPlaceholder')} />
        <ListBody
          list={list}
          columns={columns}
          emptyText={t('stores.empty')}
          noMatchText={t('table.noRecords')}
        />
      </Stack>
      <StoreFormModal opened={form.opened} store={form.record} onClose={form.close} />
    </>
  );
}
