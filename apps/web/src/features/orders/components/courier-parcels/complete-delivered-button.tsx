import type { CourierParcel } from '@chalan/core/parcels/replies';
import { Button } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import { useTexts } from '../../../../i18n/use-texts.ts';
import { translateMessage } from '../../../../lib/messages.ts';
import { notifyApiError, notifyApiSuccess, notifyWarning } from '../../../../lib/notify.ts';
import { useCompleteDelivered } from '../../api/parcels.ts';
import { confirmAction } from '../lists/confirm-action.tsx';

/**
 * Bulk Complete: the selected orders whose parcels the courier delivered are completed at once; the
 * others stay. The confirmation names both counts, so nothing is completed by surprise.
 */
export function CompleteDeliveredButton({
  courierId,
  selected,
  onDone,
}: {
  courierId: string;
  selected: CourierParcel[];
  onDone: () => void;
}) {
  const t = useTexts();
  const complete = useCompleteDelivered(courierId);
  const delivered = selected.filter((row) => row.parcel.status === 'delivered');

  async function run() {
    const others = selected.length - delivered.length;
    const text = [
      t('courierOrders.completeDelivered.text', { count: delivered.length }),
      others ? t('courierOrders.completeDelivered.othersStay', { count: others }) : '',
    ]
      .filter(Boolean)
      .join(' ');
    const yes = await confirmAction(
      t('courierOrders.completeDelivered.title'),
      text,
      t('courierOrders.actions.complete'),
      'green',
    );
    if (!yes) return;
    try {
      const reply = await complete.mutateAsync(delivered.map((row) => row.order.id));
      onDone();
      if (!reply.skipped.length) return notifyApiSuccess(reply);
      notifyWarning(
        reply.skipped
          .map((s) => translateMessage(s.reason.key, s.reason.message, s.reason.params))
          .join('\n'),
        translateMessage(reply.key, reply.message, reply.params),
      );
    } catch (error) {
      notifyApiError(error);
    }
  }

  return (
    <Button
      variant="default"
      leftSection={<IconChecks size={16} />}
      disabled={delivered.length === 0}
      loading={complete.isPending}
      onClick={() => void run()}
    >
      {t('courierOrders.completeDelivered.button', { count: delivered.length })}
    </Button>
  );
}
