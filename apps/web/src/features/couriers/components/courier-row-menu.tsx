import type { Courier } from '@chalan/core/couriers/replies';
import { Menu } from '@mantine/core';
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
      <Menu.Item leftSection={<IconPencil size={16} />} onClick={onEdit}>
        {t('common.edit')}
      </Menu.Item>
      {courier.apiActive ? (
        <Menu.Item leftSection={<IconPlugConnected size={16} />} onClick={onTest}>
          {t('couriers.testConnection')}
        </Menu.Item>
      ) : null}
      {courier.provider !== 'none' ? (
        <Menu.Item leftSection={<IconWebhook size={16} />} onClick={onWebhook}>
          {t('couriers.webhook.menu')}
        </Menu.Item>
      ) : null}
    </RowMenu>
  );
}
