import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { i18n } from '../../../../i18n/index.ts';

/** Asks before an order action; resolves true when the user confirms ("Keep it" or closing says no). */
export function confirmAction(
  title: string,
  message: string,
  confirm: string,
  color = 'red',
): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title,
      centered: true,
      children: <Text size="sm">{message}</Text>,
      labels: { confirm, cancel: i18n.t('orderLists.confirm.keep') },
      confirmProps: { color },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}
