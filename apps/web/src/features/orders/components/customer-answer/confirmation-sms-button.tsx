import type { OrderListItem } from '@chalan/core/orders/replies';
import { Button, Group, Text } from '@mantine/core';
import { IconMessage } from '@tabler/icons-react';
import { useTexts } from '../../../../i18n/use-texts.ts';
import { notifyApiError, notifyApiSuccess } from '../../../../lib/notify.ts';
import { useFormat } from '../../../../lib/use-format.ts';
import { useMe } from '../../../account/session.ts';
import { useSendConfirmationSms } from '../../api/confirmation-sms.ts';
import { customerCanAnswer } from './customer-answer.ts';

type Of = Pick<OrderListItem, 'id' | 'status' | 'courierStatus' | 'customerAnswer' | 'customerAskedAt'>;

/**
 * The order view's "Send confirmation SMS" (again, once asked: when the last one went), while the
 * customer can still answer; the server says that it is on its way, or why not.
 */
export function ConfirmationSmsButton({ order }: { order: Of }) {
  const t = useTexts();
  const format = useFormat();
  const send = useSendConfirmationSms();
  const { smsReady } = useMe().seller;
  if (!smsReady || !customerCanAnswer(order)) return null;
  const asked = order.customerAskedAt;
  return (
    <Group gap="sm">
      {asked ? (
        <Text size="sm" c="dimmed">
          {t('customerAnswer.askedAt', { at: format.dateTime(asked) })}
        </Text>
      ) : null}
      <Button
        variant="light"
        size="xs"
        leftSection={<IconMessage size={16} />}
        loading={send.isPending}
        onClick={() => send.mutateAsync(order.id).then(notifyApiSuccess, notifyApiError)}
      >
        {asked ? t('customerAnswer.sendAgain') : t('customerAnswer.send')}
      </Button>
    </Group>
  );
}
