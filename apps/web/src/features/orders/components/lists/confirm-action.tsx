import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';
import { i18n } from '../../../../i18n/index.ts';

/**
 * Asks before an order action; resolves true when the user confirms ("Keep it" or closing says no).
 * A text message is one paragraph; anything else is shown as it is.
 */
export function confirmAction(
  title: string,
  message: ReactNode,
  confirm: string,
  color = 'red',
): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title,
      centered: true,
      children: typeof message === 'string' ? <Text size="sm">{message}</Text> : message,
      labels: { confirm, cancel: i18n.t('orderLists.confirm.keep') },
      confirmProps: { color },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}
