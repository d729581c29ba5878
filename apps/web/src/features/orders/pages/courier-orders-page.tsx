import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { NotBuiltNotice } from '../../../components/not-built-notice.tsx';
import { PageTitle } from '../../../components/page-title.tsx';

/** couriers/:courierName — the parcels sent to one courier (a later issue). */
export function CourierOrdersPage() {
  const { t } = useTranslation();
  const courier = useParams().courierName ?? '';
  const title = t('pages.courierOrders', { courier });
  return (
    <>
      <PageTitle title={title} />
      <NotBuiltNotice text={t('notBuilt.screen', { title })} />
    </>
  );
}
