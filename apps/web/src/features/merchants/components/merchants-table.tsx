import type { Merchant } from '@chalan/core/merchants/replies';
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { Link } from 'wouter';
import { ListBody } from '../../../components/list-screen.tsx';
import type { ListColumn } from '../../../components/list-table/list-table.tsx';
import { phoneSummaryColumn, wideOnly } from '../../../components/phone-columns.ts';
import { RowActions } from '../../../components/row-actions.tsx';
import { useTexts } from '../../../i18n/use-texts.ts';
import { useFormat } from '../../../lib/use-format.ts';
import type { useMerchantsList } from '../api.ts';
import { MerchantStatusSwitch, VerifiedDot } from './merchant-cells.tsx';

interface MerchantsTableProps {
  list: ReturnType<typeof useMerchantsList>;
  /** The master's own merchant: it cannot be disabled or deleted from here. */
  ownId: string;
  onEdit: (merchant: Merchant) => void;
  onDelete: (merchant: Merchant) => void;
}

export const merchantProfilePath = (id: string) => `/inventory/marchants/seller/profile/${id}`;

/** Name (to the profile), Email, Role, Status, Verified, Last Login, Action (spec part 2 §2). */
export function MerchantsTable({ list, ownId, onEdit, onDelete }: MerchantsTableProps) {
  const t = useTexts();
  const format = useFormat();
  const nameCell = (m: Merchant) => (
    <Anchor component={Link} to={merchantProfilePath(m.id)} size="sm" fw={500}>
      {m.name}
    </Anchor>
  );
  const columns: ListColumn<Merchant>[] = [
    phoneSummaryColumn(t('merchants.name'), (m) => (
      <Stack gap={4} align="flex-start">
        <Group gap={6} wrap="nowrap">
          {nameCell(m)}
          <VerifiedDot verified={m.verified} />
        </Group>
        <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
          {m.email}
        </Text>
        <MerchantStatusSwitch merchant={m} own={m.id === ownId} />
      </Stack>
    )),
    ...wideOnly<Merchant>([
      { accessor: 'name', title: t('merchants.name'), render: nameCell },
      { accessor: 'email', title: t('merchants.email') },
      {
        accessor: 'role',
        title: t('merchants.role'),
        render: () => (
          <Badge variant="light" color="grape">
            {t('users.roles.Admin')}
          </Badge>
        ),
      },
      {
        accessor: 'status',
        title: t('merchants.status'),
        render: (m) => <MerchantStatusSwitch merchant={m} own={m.id === ownId} />,
      },
      {
        accessor: 'verified',
        title: t('merchants.verified'),
        render: (m) => <VerifiedDot verified={m.verified} />,
      },
      {
        accessor: 'lastLoginAt',
        title: t('merchants.lastLogin'),
        render: (m) => (
          <span style={{ whiteSpace: 'nowrap' }}>{format.dateTime(m.lastLoginAt, t('common.none'))}</span>
        ),
      },
    ]),
    {
      accessor: 'actions',
      title: t('common.actions'),
      textAlign: 'right',
      render: (m) => (
        <RowActions
          name={m.name}
          onEdit={() => onEdit(m)}
          onDelete={() => onDelete(m)}
          deleteDisabled={m.id === ownId}
        />
      ),
    },
  ];
  return (
    <ListBody
      list={list}
      columns={columns}
      emptyText={t('merchants.empty')}
      noMatchText={t('table.noRecords')}
    />
  );
}
