import { Notifications } from '@mantine/notifications';
import { TOAST_MS } from '../lib/toast-durations.ts';

/** Toasts: top-center, at most 20 at once, 4 s unless a toast says otherwise (spec). */
export function NotificationsContainer() {
  return <Notifications position="top-center" limit={20} autoClose={TOAST_MS.info} />;
}
