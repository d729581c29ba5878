import { lazy, Suspense, useSyncExternalStore } from 'react';

const NotificationsContainer = lazy(() =>
  import('./notifications-container.tsx').then((m) => ({ default: m.NotificationsContainer })),
);

let wanted = false;
const listeners = new Set<() => void>();

/**
 * The toast container loads with the first toast, not with every page: the sign-in page stays small.
 * Toasts shown before it arrives wait in the store and appear when it mounts.
 */
export function requestNotificationsHost(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function NotificationsHost() {
  const show = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsContainer />
    </Suspense>
  );
}
