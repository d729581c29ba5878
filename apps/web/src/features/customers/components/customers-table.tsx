import type { Customer } from '@chalan/core/customers/replies';
import { Anchor, Avatar, Group, Stack, Text } from '@mantine/core';
import { IconPencil, IconShoppingCartPlus, IconTrash } from '@tabler/icons-react';
import { Link } from 'wouter';
import { actionsColumn, indexColumn, ListBody } from '../../../components/list-screen.tsx';
import type { ListColumn } from '../../../components/list-table/list-table.tsx';
import { phoneSummaryColumn, wideOnly } from '../../../components/phone-columns.ts';
import { RowMenu } from '../../../components/row-menu.tsx';
import { useTexts } from '../../../i18n/use-texts.ts';
import { useFormat } from '../../../lib/use-format.ts';
import type { useCustomersList } from '../api.ts';

interface CustomersTableProps {
  list: ReturnType<typeof useCustomersList>;
  onNewOrder: (customer: Customer) => void;
  onEdit: (customer: Customer) => void;
  onDelete: (customer: Customer) => void;
}

export const profilePath = (id: string) => `/inventory/customers/profile/${encodeURIComponent(id)}`;

/** #, Name (to the profile), Address, Last Purchase, Action (spec part 1 §2). */
export function CustomersTable({ list, onNewOrder, onEdit, onDelete }: CustomersTableProps) {
  const t = useTexts();
  const format = useFormat();
  const nameCell = (c: Customer) => (
    <Group gap="sm" wrap="nowrap">
      {c.imageUrl ? <Avatar src={c.imageUrl} alt="" radius="xl" size={32} /> : null}
      <div>
        <Anchor component={Link} to={profilePath(c.id)} size="sm" fw={500}>
          {c.name}
        </Anchor>
        <Text size="xs" c="dimmed">
          {c.phone}
        </Text>
      </div>
    </Group>
  );
  const addressCell = (c: Customer) => {
    const place = [c.thana, c.district].filter(Boolean).join(', ');
    return (
      <div style={{ minWidth: 160 }}>
        {place ? <Text size="sm">{place}</Text> : null}
        <Text size={place ? 'xs' : 'sm'} c={place ? 'dimmed' : undefined} lineClamp={2}>
          {c.address}
        </Text>
      </div>
    );
  };
  const lastPurchaseCell = (c: Customer) =>
    c.lastPurchase ? (
      <div>
        <Text size="sm" fw={500}>
          {t('customers.totalCell', { total: format.money(c.lastPurchase.total) })}
        </Text>
        <Text size="xs" c="dimmed">
          {format.date(c.lastPurchase.at)}
        </Text>
      </div>
    ) : (
      <Text size="sm" c="dimmed">
        {t('customers.noPurchase')}
      </Text>
    );
  const columns: ListColumn<Customer>[] = [
    phoneSummaryColumn(t('customers.columns.name'), (c) => (
      <Stack gap={6}>
        {nameCell(c)}
        {addressCell(c)}
        {lastPurchaseCell(c)}
      </Stack>
    )),
    ...wideOnly<Customer>([
      indexColumn(list, t('customers.columns.index')),
      { accessor: 'name', title: t('customers.columns.name'), render: nameCell },
      { accessor: 'address', title: t('customers.columns.address'), render: addressCell },
      {
        accessor: 'lastPurchase',
        title: t('customers.columns.lastPurchase'),
        noWrap: true,
        render: lastPurchaseCell,
      },
    ]),
    actionsColumn(t('customers.columns.action'), (c) => (
      <RowMenu name={c.name}>
        {(menu) => (
          <>
            <menu.Item leftSection={<IconShoppingCartPlus size={16} />} onClick={() => onNewOrder(c)}>
              {t('customers.newOrder')}
            </menu.Item>
            <menu.Item leftSection={<IconPencil size={16} />} onClick={() => onEdit(c)}>
              {t('common.edit')}
            </menu.Item>
            <menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => onDelete(c)}>
              {t('common.delete')}
            </menu.Item>
          </>
        )}
      </RowMenu>
    )),
  ];
  return (
    <ListBody
      list={list}
      columns={columns}
      emptyText={t('customers.empty')}
      noMatchText={t('customers.noMatch')}
    />
  );
}
