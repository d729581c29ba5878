import { ModalsProvider } from '@mantine/modals';
import { AccessGuard } from '../../features/account/components/access-guard.tsx';
import { AppShellLayout } from './app-shell-layout.tsx';

/** Every /inventory screen: the access guard, then the shell around the screen (with confirm modals). */
export function ProtectedLayout() {
  return (
    <AccessGuard>
      <ModalsProvider>
        <AppShellLayout />
      </ModalsProvider>
    </AccessGuard>
  );
}
