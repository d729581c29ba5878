import { type Capability, can } from '@chalan/core/permissions';
import { Alert, Anchor, Skeleton, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'wouter';
import { PageTitle } from '../../../components/page-title.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { useTexts } from '../../../i18n/use-texts.ts';
import { useMe } from '../../account/session.ts';
import { useCouriers } from '../../couriers/api.ts';
import { useStoreOptions } from '../../stores/api.ts';
import { useCustomerById, useStartOrderDefaults } from '../api/create.ts';
import { StartOrderForm } from '../components/start-order/start-order-form.tsx';

/** /inventory/start-order; `?customer=<id>` starts with that customer chosen. */
export function StartOrderPage() {
  const t = useTexts();
  const me = useMe();
  const may = (capability: Capability) => can(me.user.role, capability);
  const stores = useStoreOptions();
  const couriers = useCouriers();
  // Without its answer the form still works: nothing is chosen first.
  const defaults = useStartOrderDefaults();
  const [params, setParams] = useSearchParams();
  const customerId = params.get('customer');
  // The customer endpoint is Admin's; staff reach Start Order from the menu and search instead.
  const initial = useCustomerById(customerId, may('manageCustomersList'));

  let content: ReactNode;
  const failed = stores.error ?? couriers.error;
  if (failed)
    content = (
      <QueryError
        error={failed}
        onRetry={() => {
          void stores.refetch();
          void couriers.refetch();
        }}
      />
    );
  else if (!stores.data || !couriers.data || defaults.isPending) content = <Skeleton h={480} />;
  else {
    const active = couriers.data.filter((c) => c.status);
    const notices: ReactNode[] = [];
    if (!stores.data.some((s) => s.status))
      notices.push(
        <Notice
          key="store"
          text={t('startOrder.noStore')}
          link={may('manageStores') ? { to: '/inventory/stores', label: t('startOrder.goToStores') } : null}
        />,
      );
    if (active.length === 0)
      notices.push(
        <Notice
          key="courier"
          text={t('messages.pleaseAddCourier')}
          link={
            may('manageCouriers') ? { to: '/inventory/couriers', label: t('startOrder.goToCouriers') } : null
          }
        />,
      );
    content = (
      <Stack gap="md">
        {notices}
        <StartOrderForm
          stores={stores.data}
          couriers={active}
          defaultCourierId={defaults.data?.courierId ?? null}
          initialCustomer={initial.data ?? null}
          onCleared={() => {
            if (customerId) setParams({}, { replace: true });
          }}
        />
      </Stack>
    );
  }

  return (
    <>
      <PageTitle title={t('pages.startOrder')} />
      {initial.error && <QueryError error={initial.error} onRetry={() => void initial.refetch()} />}
      {content}
    </>
  );
}

/** Something Start Order needs first (an active store, an active courier), with a way there for who can add it. */
function Notice({ text, link }: { text: string; link: { to: string; label: string } | null }) {
  return (
    <Alert color="yellow" icon={<IconInfoCircle />} title={text}>
      {link && (
        <Anchor component={Link} to={link.to} size="sm">
          {link.label}
        </Anchor>
      )}
    </Alert>
  );
}
