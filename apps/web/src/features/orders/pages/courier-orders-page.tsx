import { Alert, Anchor, Skeleton, Text } from '@mantine/core';
import { IconTruckOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'wouter';
import { PageTitle } from '../../../components/page-title.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { useTexts } from '../../../i18n/use-texts.ts';
import { type Courier, useCouriers } from '../../couriers/api.ts';
import { CourierParcelsScreen } from '../components/courier-parcels/courier-parcels-screen.tsx';

/** The sidebar links by name; a name typed with other capitals still finds the courier. */
function findCourier(couriers: readonly Courier[], name: string): Courier | undefined {
  return (
    couriers.find((c) => c.name === name) ??
    couriers.find((c) => c.name.toLocaleLowerCase() === name.toLocaleLowerCase())
  );
}

/** couriers/:courierName — the ready orders sent to one courier, with their delivery statuses. */
export function CourierOrdersPage() {
  const t = useTexts();
  const name = useParams().courierName ?? '';
  const couriers = useCouriers();
  const courier = couriers.data && findCourier(couriers.data, name);

  let content: ReactNode;
  if (couriers.error && !couriers.data)
    content = <QueryError error={couriers.error} onRetry={() => void couriers.refetch()} />;
  else if (!couriers.data) content = <Skeleton h={320} />;
  else if (!courier)
    content = (
      <Alert color="gray" icon={<IconTruckOff />} title={t('courierOrders.notFoundTitle', { name })}>
        <Text size="sm" mb={4}>
          {t('courierOrders.notFoundText')}
        </Text>
        <Anchor component={Link} to="/inventory/couriers" size="sm">
          {t('courierOrders.goToCouriers')}
        </Anchor>
      </Alert>
    );
  else content = <CourierParcelsScreen key={courier.id} courier={courier} />;

  return (
    <>
      <PageTitle title={t('pages.courierOrders', { courier: courier?.name ?? name })} />
      {content}
    </>
  );
}
