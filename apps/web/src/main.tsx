import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './bangla-font.css';
import './phone.css';
import './readable-colors.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { NotificationsHost } from './components/notifications-host.tsx';
import { startI18n } from './i18n/index.ts';
import { acceptBanglaDigits } from './lib/latin-digit-inputs.ts';
import { takeKeptMessage } from './lib/next-page-message.ts';
import { createQueryClient } from './lib/query-client.ts';
import { AppRoutes } from './lib/routing/app-routes.tsx';
import { routes } from './router.tsx';
import { theme } from './theme.ts';
import { cssVariablesResolver } from './theme-colors.ts';

acceptBanglaDigits(document);
const queryClient = createQueryClient();
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

// The page's language's texts are in before the first render: no flash of raw keys.
await startI18n();
const kept = takeKeptMessage();
if (kept) void import('./lib/notify.ts').then(({ notifyApiSuccess }) => notifyApiSuccess(kept));
createRoot(root).render(
  <StrictMode>
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <NotificationsHost />
      <QueryClientProvider client={queryClient}>
        <AppRoutes table={routes} />
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);
