import type { Customer } from '@chalan/core/customers/replies';
import type { PageSize } from '@chalan/core/list';
import { Button, Group, Paper, Select, Stack, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { ExportMenu } from '../../../components/export-menu.tsx';
import { useConfirmedDelete, useFormTarget } from '../../../components/list-screen.tsx';
import { usePageSizeChoices } from '../../../components/page-size-menu.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { SearchInput } from '../../../components/search-input.tsx';
import { useTexts } from '../../../i18n/use-texts.ts';
import { errorText, notifyApiError, notifyError } from '../../../lib/notify.ts';
import { couriersQuery } from '../../couriers/api.ts';
import { exportCustomers, useCustomersList, useDeleteCustomer } from '../api.ts';
import { CustomerFormModal } from '../components/customer-form-modal.tsx';
import { CustomersTable } from '../components/customers-table.tsx';

/**
 * Customers List (spec part 1 §2): Export (the listed customers or all), Add Customer, page size,
 * search, and each row's actions.
 */
export function CustomersPage() {
  const t = useTexts();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const list = useCustomersList();
  const pageSizes = usePageSizeChoices();
  const form = useFormTarget<Customer>();
  const askDelete = useConfirmedDelete<Customer>(
    useDeleteCustomer(),
    (c) => ({ title: t('customers.deleteTitle'), message: t('customers.deleteText', { name: c.name }) }),
    errorText,
  );

  const listed = list.query.data?.total;

  /** An order needs a courier to go out with: without an active one, say so instead of opening the form. */
  async function newOrder(customer: Customer) {
    try {
      const couriers = await queryClient.fetchQuery({ ...couriersQuery, staleTime: 30_000 });
      if (!couriers.some((c) => c.status)) {
        notifyError(t('messages.pleaseAddCourier'));
        return;
      }
      navigate(`/inventory/start-order?customer=${encodeURIComponent(customer.id)}`);
    } catch (error) {
      notifyApiError(error);
    }
  }

  return (
    <>
      <PageTitle title={t('pages.customers')}>
        <Group gap="sm">
          <ExportMenu
            label={t('customers.export')}
            choices={[
              {
                label:
                  listed === undefined
                    ? t('customers.exportListed')
                    : t('customers.exportListedCount', { count: listed }),
                download: (columns) => exportCustomers(columns, list.search),
              },
              { label: t('customers.exportAll'), download: (columns) => exportCustomers(columns) },
            ]}
          />
          <Button leftSection={<IconUserPlus size={18} />} onClick={form.add}>
            {t('customers.add')}
          </Button>
        </Group>
      </PageTitle>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="md">
          <Group justify="space-between" align="flex-end" gap="sm">
            <Title order={2} size="h4">
              {t('customers.listTitle')}
            </Title>
            <Group gap="sm" align="flex-end" w={{ base: '100%', sm: 'auto' }}>
              <Select
                label={t('customers.pageSize')}
                data={pageSizes}
                value={String(list.limit)}
                onChange={(value) => value && list.setLimit(Number(value) as PageSize)}
                allowDeselect={false}
                w={120}
              />
              <SearchInput
                label={t('customers.search')}
                placeholder={t('customers.searchPlaceholder')}
                value={list.search}
                onSearch={list.setSearch}
                style={{ flex: 1 }}
                miw={200}
              />
            </Group>
          </Group>
          <CustomersTable
            list={list}
            onNewOrder={(c) => void newOrder(c)}
            onEdit={form.edit}
            onDelete={(c) => void askDelete(c)}
          />
        </Stack>
      </Paper>
      <CustomerFormModal opened={form.opened} onClose={form.close} customer={form.record} />
    </>
  );
}
