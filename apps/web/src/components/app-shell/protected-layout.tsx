import { ModalsProvider } from '@mantine/modals';
import { AccessGuard } from '../../features/account/components/access-guard.tsx';
import { DatesSettings } from '../dates-settings.tsx';
import { AppShellLayout } from './app-shell-layout.tsx';

/**
 * Every /inventory screen: the access guard, then the shell around the screen (with confirm modals and
 * the date pickers' calendar settings: the only screens with pickers, so the public ones load no dayjs).
 */
export function ProtectedLayout() {
  return (
    <AccessGuard>
      <DatesSettings>
        <ModalsProvider>
          <AppShellLayout />
        </ModalsProvider>
      </DatesSettings>
    </AccessGuard>
  );
}
