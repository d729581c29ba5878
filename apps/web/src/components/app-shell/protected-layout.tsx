import { ModalsProvider } from '@mantine/modals';
import { AccessGuard } from '../../features/account/components/access-guard.tsx';
import { AppShellLayout } from './app-shell-layout.tsx';

/**
 * Every /inventory screen: the access guard, then the shell around the screen with its confirm modals.
 * Date pickers bring their own calendar settings (components/dates-settings.tsx): only the screens with
 * one load dayjs.
 */
export function ProtectedLayout() {
  return (
    <AccessGuard>
      <ModalsProvider>
        <AppShellLayout />
      </ModalsProvider>
    </AccessGuard>
  );
}
