import type { CourierRefresh } from '@chalan/core/parcels/replies';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { translateMessage } from '../../../../lib/messages.ts';
import { notifyApiError, notifyInfo, notifySuccess } from '../../../../lib/notify.ts';
import { invalidateOrderFigures } from '../../api/invalidate-orders.ts';
import {
  courierParcelsKey,
  courierRefreshKey,
  useRefreshProgress,
  useSyncCourier,
} from '../../api/parcels.ts';

const said = (reply: CourierRefresh) => translateMessage(reply.key, reply.message, reply.params);

/**
 * Refresh on a courier page: the parcels on the screen are read first and the answer comes in seconds;
 * while the rest is read in the background the progress is asked again, the page shows each change as
 * it comes, and the end is announced (with what could not be read).
 */
export function useCourierRefresh(courierId: string, onScreen: () => string[]) {
  const queryClient = useQueryClient();
  const sync = useSyncCourier();
  const progress = useRefreshProgress(courierId);
  const run = progress.data;
  const seen = useRef<{ checked: number; running: boolean } | null>(null);

  // Each step of a running Refresh: the page's statuses again; its end: every figure from orders.
  useEffect(() => {
    if (!run) return;
    const before = seen.current;
    seen.current = { checked: run.checked, running: run.running };
    if (!before?.running) return;
    if (run.checked !== before.checked && run.running)
      void queryClient.invalidateQueries({ queryKey: courierParcelsKey(courierId) });
    if (!run.running) {
      void invalidateOrderFigures(queryClient);
      (run.failed > 0 ? notifyInfo : notifySuccess)(said(run));
    }
  }, [run, courierId, queryClient]);

  function start() {
    sync.mutate(
      { courierId, first: onScreen() },
      {
        onSuccess: (reply) => {
          queryClient.setQueryData(courierRefreshKey(courierId), reply);
          if (reply.running) return;
          void invalidateOrderFigures(queryClient);
          (reply.failed > 0 ? notifyInfo : notifySuccess)(said(reply));
        },
        onError: notifyApiError,
      },
    );
  }

  return { start, starting: sync.isPending, run };
}
