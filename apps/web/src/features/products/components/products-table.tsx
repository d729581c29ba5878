import type { Product } from '@chalan/core/products/replies';
import { kgText } from '@chalan/core/weight';
import { Avatar, Group, Stack, Text } from '@mantine/core';
import { IconPackageImport, IconPencil, IconTrash } from '@tabler/icons-react';
import type { ListColumn } from '../../../components/list-table/list-table.tsx';
import { PagedTable } from '../../../components/paged-table.tsx';
import { phoneSummaryColumn, wideOnly } from '../../../components/phone-columns.ts';
import { RowMenu } from '../../../components/row-menu.tsx';
import { useTexts } from '../../../i18n/use-texts.ts';
import { useFormat } from '../../../lib/use-format.ts';
import type { useProductList } from '../api.ts';

interface ProductsTableProps {
  list: ReturnType<typeof useProductList>;
  onEdit: (product: Product) => void;
  onStockIn: (product: Product) => void;
  onDelete: (product: Product) => void;
}

/** #, Product Name, Store, Supplier, Stock, Price, Weight, Stock Date, Action — server-paged. */
export function ProductsTable({ list, onEdit, onStockIn, onDelete }: ProductsTableProps) {
  const t = useTexts();
  const format = useFormat();
  const firstIndex = (list.page - 1) * list.limit;
  const search = list.search.trim();

  const nameCell = (p: Product) => (
    <Group gap="sm" wrap="nowrap">
      {p.imageUrl ? (
        <Avatar src={p.imageUrl} alt={t('products.imageOf', { name: p.name })} radius="sm" size={36} />
      ) : null}
      <div>
        <Text size="sm" fw={500}>
          {p.name}
        </Text>
        {p.brand ? (
          <Text size="xs" c="dimmed">
            {p.brand}
          </Text>
        ) : null}
      </div>
    </Group>
  );
  const stockText = (p: Product) => t('products.stockCell', { available: p.availableQty, qty: p.qty });
  const priceText = (p: Product) =>
    t('products.priceCell', { sale: format.money(p.salePrice), lift: format.money(p.liftPrice) });
  const weightText = (p: Product) => t('shipping.weightValue', { weight: Number(kgText(p.weightGrams)) });

  const columns: ListColumn<Product>[] = [
    phoneSummaryColumn(t('products.columns.name'), (p) => (
      <Stack gap={4}>
        {nameCell(p)}
        <Text size="sm">{stockText(p)}</Text>
        <Text size="xs" c="dimmed">
          {priceText(p)} · {weightText(p)} · {p.store.name}
        </Text>
      </Stack>
    )),
    ...wideOnly<Product>([
      {
        accessor: 'index',
        title: t('products.columns.index'),
        width: 48,
        render: (_, index) => format.number(firstIndex + index + 1),
      },
      { accessor: 'name', title: t('products.columns.name'), render: nameCell },
      { accessor: 'store', title: t('products.columns.store'), render: (p) => p.store.name },
      {
        accessor: 'supplier',
        title: t('products.columns.supplier'),
        render: (p) => p.supplier?.name ?? t('common.none'),
      },
      {
        accessor: 'stock',
        title: t('products.columns.stock'),
        noWrap: true,
        render: stockText,
      },
      {
        accessor: 'price',
        title: t('products.columns.price'),
        noWrap: true,
        render: priceText,
      },
      {
        accessor: 'weight',
        title: t('shipping.weight'),
        noWrap: true,
        render: weightText,
      },
      {
        accessor: 'createdAt',
        title: t('products.columns.stockDate'),
        noWrap: true,
        render: (p) => format.shortDate(p.createdAt),
      },
    ]),
    {
      accessor: 'action',
      title: t('products.columns.action'),
      textAlign: 'right',
      width: 72,
      render: (p) => (
        <RowMenu name={p.name}>
          {(menu) => (
            <>
              <menu.Item leftSection={<IconPencil size={16} />} onClick={() => onEdit(p)}>
                {t('products.edit')}
              </menu.Item>
              <menu.Item leftSection={<IconPackageImport size={16} />} onClick={() => onStockIn(p)}>
                {t('products.stockIn')}
              </menu.Item>
              <menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => onDelete(p)}>
                {t('products.delete')}
              </menu.Item>
            </>
          )}
        </RowMenu>
      ),
    },
  ];

  return (
    <PagedTable<Product>
      list={list}
      columns={columns}
      emptyText={search ? t('products.noMatch', { search }) : t('products.empty')}
    />
  );
}
