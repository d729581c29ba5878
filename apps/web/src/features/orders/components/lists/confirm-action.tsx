import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { askConfirm } from '../../../../components/confirm/ask-confirm.ts';
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
  return askConfirm({
    title,
    message: typeof message === 'string' ? <Text size="sm">{message}</Text> : message,
    confirm,
    cancel: i18n.t('orderLists.confirm.keep'),
    color,
  });
}
