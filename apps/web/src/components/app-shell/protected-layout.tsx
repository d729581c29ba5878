import { AccessGuard } from '../../features/account/components/access-guard.tsx';
import { AppShellLayout } from './app-shell-layout.tsx';

/** Every /inventory screen: the access guard, then the shell around the screen. */
export function ProtectedLayout() {
  return (
    <AccessGuard>
      <AppShellLayout />
    </AccessGuard>
  );
}
