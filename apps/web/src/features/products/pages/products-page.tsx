import type { PageSize } from '@chalan/core/list';
import type { Product } from '@chalan/core/products/replies';
import { Anchor, Button, Group, Modal, Select, Skeleton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'wouter';
import { confirmDelete } from '../../../components/confirm-delete.tsx';
import { ExportMenu } from '../../../components/export-menu.tsx';
import { usePageSizeChoices } from '../../../components/page-size-menu.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { SearchInput } from '../../../components/search-input.tsx';
import { useTexts } from '../../../i18n/use-texts.ts';
import { notifyApiError, notifyApiSuccess } from '../../../lib/notify.ts';
import { useStoreOptions } from '../../stores/api.ts';
import { useSupplierOptions } from '../../suppliers/api.ts';
import { exportProducts, useDeleteProduct, useProductList } from '../api.ts';
import { ProductForm } from '../components/product-form.tsx';
import { ProductSummaryCards } from '../components/product-summary-cards.tsx';
import { ProductsTable } from '../components/products-table.tsx';
import { StockInForm } from '../components/stock-in-form.tsx';

type Dialog = { kind: 'add' } | { kind: 'edit'; product: Product } | { kind: 'stockIn'; product: Product };

export function ProductsPage() {
  const t = useTexts();
  const stores = useStoreOptions();

  let content: ReactNode;
  if (stores.data && stores.data.length === 0)
    content = (
      <Anchor component={Link} to="/inventory/stores" fw={600} size="lg">
        {t('products.createStoreFirst')}
      </Anchor>
    );
  else if (stores.data) content = <Products />;
  else if (stores.error) content = <QueryError error={stores.error} onRetry={() => void stores.refetch()} />;
  else content = <Skeleton h={240} />;

  return (
    <>
      <PageTitle title={t('pages.products')} />
      {content}
    </>
  );
}

/** Cards, toolbar, table and the dialogs; shown once the seller has a store. */
function Products() {
  const t = useTexts();
  const phone = useMediaQuery('(max-width: 40em)');
  const list = useProductList();
  const pageSizes = usePageSizeChoices();
  const stores = useStoreOptions();
  const suppliers = useSupplierOptions();
  const remove = useDeleteProduct();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);

  async function askDelete(product: Product) {
    const confirmed = await confirmDelete({
      title: t('products.deleteTitle'),
      message: t('products.deleteText', { name: product.name }),
    });
    if (!confirmed) return;
    try {
      notifyApiSuccess(await remove.mutateAsync(product.id));
    } catch (error) {
      notifyApiError(error);
    }
  }

  const formOpen = dialog?.kind === 'add' || dialog?.kind === 'edit';
  const listed = list.query.data?.total;
  return (
    <>
      {/* A phone starts with the main action: the figures below would push it off the first screen. */}
      <Button
        hiddenFrom="sm"
        fullWidth
        mb="md"
        leftSection={<IconPlus size={18} />}
        onClick={() => setDialog({ kind: 'add' })}
      >
        {t('products.add')}
      </Button>
      <ProductSummaryCards />
      <Group justify="space-between" align="flex-end" mb="md" gap="sm">
        <Group gap="sm" align="flex-end">
          <SearchInput
            label={t('products.search')}
            placeholder={t('products.searchPlaceholder')}
            value={list.search}
            onSearch={list.setSearch}
            w={{ base: '100%', xs: 280 }}
          />
          <Select
            label={t('products.pageSize')}
            data={pageSizes}
            value={String(list.limit)}
            onChange={(value) => value && list.setLimit(Number(value) as PageSize)}
            allowDeselect={false}
            w={170}
          />
        </Group>
        <Group gap="sm">
          <ExportMenu
            label={t('products.export')}
            choices={[
              {
                label:
                  listed === undefined
                    ? t('products.exportListed')
                    : t('products.exportListedCount', { count: listed }),
                download: (columns) => exportProducts(columns, list.search),
              },
              { label: t('products.exportAll'), download: (columns) => exportProducts(columns) },
            ]}
          />
          <Button
            visibleFrom="sm"
            leftSection={<IconPlus size={18} />}
            onClick={() => setDialog({ kind: 'add' })}
          >
            {t('products.add')}
          </Button>
        </Group>
      </Group>
      {list.query.error && !list.query.data ? (
        <QueryError error={list.query.error} onRetry={() => void list.query.refetch()} />
      ) : (
        <ProductsTable
          list={list}
          onEdit={(product) => setDialog({ kind: 'edit', product })}
          onStockIn={(product) => setDialog({ kind: 'stockIn', product })}
          onDelete={(product) => void askDelete(product)}
        />
      )}

      <Modal opened={formOpen} onClose={close} title={t('products.form.title')} size="lg" fullScreen={phone}>
        {formOpen ? (
          <ProductForm
            key={dialog.kind === 'edit' ? dialog.product.id : 'new'}
            product={dialog.kind === 'edit' ? dialog.product : undefined}
            stores={stores.data ?? []}
            suppliers={suppliers.data ?? []}
            onDone={close}
          />
        ) : null}
      </Modal>
      <Modal opened={dialog?.kind === 'stockIn'} onClose={close} title={t('products.stockInForm.title')}>
        {dialog?.kind === 'stockIn' ? <StockInForm product={dialog.product} onDone={close} /> : null}
      </Modal>
    </>
  );
}
