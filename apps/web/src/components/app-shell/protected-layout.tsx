import { AccessGuard } from '../../features/account/components/access-guard.tsx';
import { ConfirmHost } from '../confirm/confirm-host.tsx';
import { AppShellLayout } from './app-shell-layout.tsx';

/**
 * Every /inventory screen: the access guard, then the shell around the screen and the host of its
 * confirmations. Date pickers bring their own calendar settings (components/dates-settings.tsx): only
 * the screens with one load dayjs.
 */
export function ProtectedLayout() {
  return (
    <AccessGuard>
      <AppShellLayout />
      <ConfirmHost />
    </AccessGuard>
  );
}
