import type { Courier } from '@chalan/core/couriers/replies';
import { IconPencil, IconPlugConnected, IconWebhook } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RowMenu } from '../../../components/row-menu.tsx';

/** A row's Action menu: Edit, and Test connection and Webhook for a courier with an API. */
export function CourierRowMenu({
  courier,
  onEdit,
  onTest,
  onWebhook,
}: {
  courier: Courier;
  onEdit: () => void;
  onTest: () => void;
  onWebhook: () => void;
}) {
  const { t } = useTranslation();
  return (
    <RowMenu name={courier.name}>
      {(menu) => (
        <>
          <menu.Item leftSection={<IconPencil size={16} />} onClick={onEdit}>
            {t('common.edit')}
          </menu.Item>
          {courier.apiActive ? (
            <menu.Item leftSection={<IconPlugConnected size={16} />} onClick={onTest}>
              {t('couriers.testConnection')}
            </menu.Item>
          ) : null}
          {courier.provider !== 'none' ? (
            <menu.Item leftSection={<IconWebhook size={16} />} onClick={onWebhook}>
              {t('couriers.webhook.menu')}
            </menu.Item>
          ) : null}
        </>
      )}
    </RowMenu>
  );
}
