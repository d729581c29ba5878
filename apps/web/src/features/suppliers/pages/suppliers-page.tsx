import { can } from '@chalan/core/permissions';
import { Button, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
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
import { type Supplier, useDeleteSupplier, useSuppliersList } from '../api.ts';
import { StatusDot } from '../components/status-dot.tsx';
import { SupplierFormModal } from '../components/supplier-form.tsx';

/** Suppliers (spec part 2 §2): everyone may look; only an Admin adds, edits or deletes. */
export function SuppliersPage() {
  const { t } = useTranslation();
  const manage = can(useMe().user.role, 'manageSuppliers');
  const list = useSuppliersList();
  const form = useFormTarget<Supplier>();
  const askDelete = useConfirmedDelete<Supplier>(
    useDeleteSupplier(),
    (s) => ({ title: t('suppliers.deleteTitle'), message: t('suppliers.deleteMessage', { name: s.name }) }),
    (error) => failureText(error, 'failedToDeleteSupplier'),
  );

  const columns: DataTableColumn<Supplier>[] = [
    indexColumn(list, t('suppliers.index')),
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
  if (manage) {
    columns.push(
      actionsColumn(t('common.actions'), (s) => (
        <RowActions name={s.name} onEdit={() => form.edit(s)} onDelete={() => void askDelete(s)} />
      )),
    );
  }

  return (
    <>
      <PageTitle title={t('pages.suppliers')}>
        {manage ? (
          <Button leftSection={<IconPlus size={18} />} onClick={form.add}>
            {t('suppliers.add')}
          </Button>
        ) : null}
      </PageTitle>
      <Stack gap="md">
        <ListSearch
          list={list}
          label={t('suppliers.searchLabel')}
          placeholder={t('suppliers.searchPlaceholder')}
        />
        <ListBody
          list={list}
          columns={columns}
          emptyText={t('suppliers.empty')}
          noMatchText={t('table.noRecords')}
        />
      </Stack>
      <SupplierFormModal opened={form.opened} supplier={form.record} onClose={form.close} />
    </>
  );
}
