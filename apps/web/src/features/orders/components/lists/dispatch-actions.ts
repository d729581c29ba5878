import type { BatchProgress } from '@chalan/core/dispatch/replies';
import type { OrderListItem } from '@chalan/core/orders/replies';
import { useState } from 'react';
import { useTexts } from '../../../../i18n/use-texts.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { translateMessage } from '../../../../lib/messages.ts';
import { errorText, notifyApiError, notifyApiSuccess, notifyError } from '../../../../lib/notify.ts';
import {
  type BatchBody,
  CONFIRMATION_NEEDED,
  courierCounts,
  useSendOrder,
  useStartBatch,
} from '../../api/dispatch.ts';
import { confirmAction } from './confirm-action.tsx';
import { confirmSend } from './send-confirm.tsx';
import { courierCountsOf } from './send-counts.ts';

/** Send all listed, or only the listed orders their customers confirmed. */
type SendAll = 'listed' | 'confirmed';

/** A bulk send the screen follows: its first progress and the server's "Sending N orders" line. */
export interface RunningBatch {
  progress: BatchProgress;
  message: string;
}

/**
 * Send to courier: one order is sent at once and its messages shown ("New order id generated
 * successfully" first on a re-dispatch); several, or every listed order, go as a batch whose progress
 * the screen shows, after one confirm that says how many go to which courier.
 */
export function useDispatchActions(onDone?: () => void) {
  const t = useTexts();
  const sendOne = useSendOrder();
  const startBatch = useStartBatch();
  const [batch, setBatch] = useState<RunningBatch | null>(null);
  const [opened, setOpened] = useState(false);
  const [counting, setCounting] = useState(false);

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
    if (orders.length === 1) return sendOrder(order.id, false);
    if (await confirmSend('selected', courierCountsOf(orders))) await start({ ids: orders.map((o) => o.id) });
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

  /**
   * Every order the list shows with its search and filters (every page), after a confirm that says how
   * many go to which courier. `confirmed`: those of them their customers confirmed (the list's filters
   * with customerAnswer=confirmed); their count is not known before asking (null).
   */
  async function sendAll(listParams: Record<string, string>, count: number | null, which: SendAll) {
    const nothing =
      which === 'confirmed' ? t('customerAnswer.nothingConfirmed') : t('dispatch.nothingListed');
    if (count === 0) return notifyError(nothing);
    setCounting(true);
    try {
      const counts = await courierCounts(listParams);
      if (counts.total === 0) return notifyError(nothing);
      if (await confirmSend(which, counts)) await start({ filters: listParams });
    } catch (error) {
      notifyApiError(error);
    } finally {
      setCounting(false);
    }
  }

  return {
    send: (orders: readonly OrderListItem[]) => void send(orders),
    sendAll: (listParams: Record<string, string>, count: number) => void sendAll(listParams, count, 'listed'),
    sendConfirmed: (listParams: Record<string, string>) =>
      void sendAll({ ...listParams, customerAnswer: 'confirmed' }, null, 'confirmed'),
    busy: sendOne.isPending || startBatch.isPending || counting,
    batch,
    batchOpened: opened,
    closeBatch: () => setOpened(false),
  };
}

export type DispatchActions = ReturnType<typeof useDispatchActions>;
