import type { BatchProgress } from '@chalan/core/dispatch/replies';
import type { OrderListItem } from '@chalan/core/orders/replies';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api-client.ts';
import { translateMessage } from '../../../../lib/messages.ts';
import { errorText, notifyApiError, notifyApiSuccess, notifyError } from '../../../../lib/notify.ts';
import { type BatchBody, CONFIRMATION_NEEDED, useSendOrder, useStartBatch } from '../../api/dispatch.ts';
import { confirmAction } from './confirm-action.tsx';

/** A bulk send the screen follows: its first progress and the server's "Sending N orders" line. */
export interface RunningBatch {
  progress: BatchProgress;
  message: string;
}

/**
 * Send to courier: one order is sent at once and its messages shown ("New order id generated
 * successfully" first on a re-dispatch); several, or every listed order, go as a batch whose progress
 * the screen shows.
 */
export function useDispatchActions(onDone?: () => void) {
  const { t } = useTranslation();
  const sendOne = useSendOrder();
  const startBatch = useStartBatch();
  const [batch, setBatch] = useState<RunningBatch | null>(null);
  const [opened, setOpened] = useState(false);

  async function start(body: BatchBody) {
    try {
      const reply = await startBatch.mutateAsync(body);
      setBatch({ progress: reply.batch, message: translateMessage(reply.key, reply.message, reply.params) });
      setOpened(true);
      onDone?.();
    } catch (error) {
      notifyApiError(error);
    }
  }

  async function send(orders: readonly OrderListItem[]) {
    const [order] = orders;
    if (!order) return notifyError(t('messages.pleaseSelectOrder'));
    if (orders.length > 1) return start({ ids: orders.map((o) => o.id) });
    await sendOrder(order.id, false);
  }

  /**
   * One order; when an earlier parcel of it may still be live at a courier, the server says which and
   * the user decides whether to send again anyway.
   */
  async function sendOrder(id: string, confirmLiveParcel: boolean) {
    try {
      const reply = await sendOne.mutateAsync({ id, confirmLiveParcel });
      for (const message of reply.messages) notifyApiSuccess(message);
      onDone?.();
    } catch (error) {
      if (!(error instanceof ApiError && error.code === CONFIRMATION_NEEDED && !confirmLiveParcel))
        return notifyApiError(error);
      const ok = await confirmAction(
        t('courierCancel.resend.title'),
        errorText(error),
        t('courierCancel.resend.confirm'),
        'orange',
      );
      if (ok) await sendOrder(id, true);
    }
  }

  /** Every order the list shows with its search and filters, after a confirm that names how many. */
  async function sendAll(listParams: Record<string, string>, count: number) {
    if (count === 0) return notifyError(t('dispatch.nothingListed'));
    const ok = await confirmAction(
      t('dispatch.sendAllTitle'),
      t('dispatch.sendAllText', { count }),
      t('dispatch.sendAllConfirm', { count }),
      'blue',
    );
    if (ok) await start({ filters: listParams });
  }

  return {
    send: (orders: readonly OrderListItem[]) => void send(orders),
    sendAll: (listParams: Record<string, string>, count: number) => void sendAll(listParams, count),
    busy: sendOne.isPending || startBatch.isPending,
    batch,
    batchOpened: opened,
    closeBatch: () => setOpened(false),
  };
}

export type DispatchActions = ReturnType<typeof useDispatchActions>;
