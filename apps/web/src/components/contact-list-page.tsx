import type { Store } from '@chalan/core/stores/replies';
import type { Supplier } from '@chalan/core/suppliers/replies';
import { Button, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTexts } from '../i18n/use-texts.ts';
import { useFormat } from '../lib/use-format.ts';
import type { usePagedList } from '../lib/use-paged-list.ts';
import { actionsColumn, indexColumn, ListBody, ListSearch } from './list-screen.tsx';
import type { ListColumn } from './list-table/list-table.tsx';
import { PageTitle } from './page-title.tsx';
import { phoneSummaryColumn, wideOnly } from './phone-columns.ts';
import { RowActions } from './row-actions.tsx';

/** What a contact list shows of each row: the fields a store and a supplier share. */
export type ContactRecord = Pick<Store & Supplier, 'id' | 'name' | 'phone' | 'status' | 'createdAt'>;

/** The screen's own words (each list keeps its i18n keys). */
export interface ContactListTexts {
  title: string;
  add: string;
  searchLabel: string;
  searchPlaceholder: string;
  /** For a seller with none yet. */
  empty: string;
  /** Column headings. */
  index: string;
  name: string;
  phone: string;
  address: string;
  status: string;
  time: string;
}

interface ContactListPageProps<T extends ContactRecord> {
  texts: ContactListTexts;
  list: ReturnType<typeof usePagedList<T>>;
  /** Admin only: the Add button and each row's Edit/Delete menu; others only look. */
  canManage: boolean;
  addressOf: (record: T) => string | null;
  renderStatus: (record: T) => ReactNode;
  onAdd: () => void;
  onEdit: (record: T) => void;
  onDelete: (record: T) => void;
  /** The add/edit modal. */
  children: ReactNode;
}

/**
 * The seller's stores and suppliers (spec part 2 §2): name, phone, address, status and time in a
 * searchable paged list, with Add and each row's Edit/Delete for those who may manage them.
 */
export function ContactListPage<T extends ContactRecord>({
  texts,
  list,
  canManage,
  addressOf,
  renderStatus,
  onAdd,
  onEdit,
  onDelete,
  children,
}: ContactListPageProps<T>) {
  const t = useTexts();
  const format = useFormat();
  const none = t('common.none');

  const nameCell = (record: T) => (
    <Text size="sm" fw={500}>
      {record.name}
    </Text>
  );
  const columns: ListColumn<T>[] = [
    phoneSummaryColumn(texts.name, (record) => (
      <Stack gap={2} align="flex-start">
        {nameCell(record)}
        <Text size="xs" c="dimmed">
          {record.phone ?? none}
        </Text>
        <Text size="xs">{addressOf(record) || none}</Text>
        {renderStatus(record)}
      </Stack>
    )),
    ...wideOnly<T>([
      indexColumn(list, texts.index),
      { accessor: 'name', title: texts.name, render: nameCell },
      { accessor: 'phone', title: texts.phone, noWrap: true, render: (record) => record.phone ?? none },
      { accessor: 'address', title: texts.address, render: (record) => addressOf(record) || none },
      { accessor: 'status', title: texts.status, render: renderStatus },
      {
        accessor: 'createdAt',
        title: texts.time,
        noWrap: true,
        render: (record) => format.dateTime(record.createdAt),
      },
    ]),
  ];
  if (canManage) {
    columns.push(
      actionsColumn(t('common.actions'), (record) => (
        <RowActions name={record.name} onEdit={() => onEdit(record)} onDelete={() => onDelete(record)} />
      )),
    );
  }

  return (
    <>
      <PageTitle title={texts.title}>
        {canManage ? (
          <Button leftSection={<IconPlus size={18} />} onClick={onAdd}>
            {texts.add}
          </Button>
        ) : null}
      </PageTitle>
      <Stack gap="md">
        <ListSearch list={list} label={texts.searchLabel} placeholder={texts.searchPlaceholder} />
        <ListBody list={list} columns={columns} emptyText={texts.empty} noMatchText={t('table.noRecords')} />
      </Stack>
      {children}
    </>
  );
}
