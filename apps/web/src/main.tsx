import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './bangla-font.css';
import './phone.css';
import './readable-colors.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { NotificationsHost } from './components/notifications-host.tsx';
import { sessionQuery } from './features/account/session.ts';
import { startI18n } from './i18n/index.ts';
import { acceptBanglaDigits } from './lib/latin-digit-inputs.ts';
import { takeKeptMessage } from './lib/next-page-message.ts';
import { createQueryClient } from './lib/query-client.ts';
import { AppRoutes } from './lib/routing/app-routes.tsx';
import { matchScreen, preloadScreen } from './lib/routing/route-table.ts';
import { routes } from './router.tsx';
import { theme } from './theme.ts';
import { cssVariablesResolver } from './theme-colors.ts';

acceptBanglaDigits(document);
const queryClient = createQueryClient();
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

// What the address opens downloads while the texts do, and a signed-in screen's session is asked for at
// once: on a phone's network each of these waiting for the one before costs a round trip.
const opened = matchScreen(routes, location.pathname);
const screenLoaded = preloadScreen(opened);
const sessionLoaded = opened.layout ? queryClient.prefetchQuery(sessionQuery) : Promise.resolve();
// The page's language's texts are in before the first render: no flash of raw keys.
await startI18n();
// The server painted the signed-in frame and the screen's heading (apps/server/src/lib/app-frame.ts): the
// first render waits for the screen's code and the session, so it draws the screen in place of the frame
// rather than a loader over it; a session slower than 3 s gets the loader after all.
if (root.querySelector('[data-app-frame]')) {
  await Promise.all([screenLoaded, Promise.race([sessionLoaded, new Promise((r) => setTimeout(r, 3000))])]);
}
const kept = takeKeptMessage();
if (kept) void import('./lib/notify.ts').then(({ notifyApiSuccess }) => notifyApiSuccess(kept));
// A transition renders in slices that let the phone's browser breathe between them (no task of hundreds of
// milliseconds on a slow CPU); what it shows until the commit is the painted frame, or nothing.
const app = createRoot(root);
startTransition(() =>
  app.render(
    <StrictMode>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <NotificationsHost />
        <QueryClientProvider client={queryClient}>
          <AppRoutes table={routes} />
        </QueryClientProvider>
      </MantineProvider>
    </StrictMode>,
  ),
);
