import type { Customer } from '@chalan/core/customers/replies';
import { Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useParams } from 'wouter';
import { useFormTarget } from '../../../components/list-screen.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { useTexts } from '../../../i18n/use-texts.ts';
import { useCustomerProfile } from '../api.ts';
import { CustomerFormModal } from '../components/customer-form-modal.tsx';
import { CustomerOrders } from '../components/customer-orders.tsx';
import { CustomerSummary } from '../components/customer-summary.tsx';

/** A customer's profile (spec part 1 §2): who they are, their figures and their orders by status. */
export function CustomerProfilePage() {
  const t = useTexts();
  const { id = '' } = useParams();
  const profile = useCustomerProfile(id);
  const form = useFormTarget<Customer>();

  let content: ReactNode;
  if (profile.data)
    content = (
      <Stack gap="md">
        <CustomerSummary profile={profile.data} onEdit={() => form.edit(profile.data.customer)} />
        <CustomerOrders customerId={id} counts={profile.data.figures.counts} />
      </Stack>
    );
  else if (profile.error)
    content = <QueryError error={profile.error} onRetry={() => void profile.refetch()} />;
  else content = <Skeleton h={320} />;

  return (
    <>
      <PageTitle title={t('pages.customerProfile')} />
      {content}
      <CustomerFormModal opened={form.opened} onClose={form.close} customer={form.record} />
    </>
  );
}
