import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { type ConfirmRequest, pendingConfirm } from './ask-confirm.ts';

const ConfirmDialog = lazy(() => import('./confirm-dialog.tsx').then((m) => ({ default: m.ConfirmDialog })));

/**
 * Shows the questions askConfirm asks. Nothing, and none of the dialog's code, until the first one: a
 * modal's code (Mantine Modal, focus trap, scroll lock) is not part of a screen's first visit.
 */
export function ConfirmHost() {
  const request = useSyncExternalStore(pendingConfirm.subscribe, pendingConfirm.current);
  // The last question stays drawn while its dialog closes.
  const [shown, setShown] = useState<ConfirmRequest | null>(null);
  if (request && request !== shown) setShown(request);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog request={shown} opened={request !== null} />
    </Suspense>
  );
}
