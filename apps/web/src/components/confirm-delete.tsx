import { Text } from '@mantine/core';
import { i18n } from '../i18n/index.ts';
import { askConfirm } from './confirm/ask-confirm.ts';

/** A confirmation before something is removed; resolves true when the user confirms. */
export function confirmDelete({ title, message }: { title: string; message: string }): Promise<boolean> {
  return askConfirm({
    title,
    message: <Text size="sm">{message}</Text>,
    confirm: i18n.t('common.delete'),
    cancel: i18n.t('common.cancel'),
    color: 'red',
  });
}
