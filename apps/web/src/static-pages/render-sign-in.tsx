import { MESSAGES } from '@chalan/core/messages';
import { Alert, Anchor, MantineProvider } from '@mantine/core';
import { IconAlertCircle, IconMailExclamation } from '@tabler/icons-react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { LoginPage } from '../features/account/pages/login-page.tsx';
import { SESSION_KEY, type Session } from '../features/account/session.ts';
import { i18n, LANGUAGES, type Language, setLanguage } from '../i18n/index.ts';
import { translateMessage } from '../lib/messages.ts';
import { theme } from '../theme.ts';
import { NETWORK_ERROR_KEY, SIGN_IN_MESSAGES, type SignInTexts, TEMPLATE_IDS } from './sign-in-contract.ts';

export interface RenderedPage {
  language: Language;
  title: string;
  /** What goes inside #root: the page, the alerts the script shows, and the texts it needs. */
  body: string;
}

/** The texts the page's script shows, in `language` (i18n is already switched to it). */
function signInTexts(): SignInTexts {
  const messages = Object.fromEntries(
    SIGN_IN_MESSAGES.map((key) => [key, translateMessage(key, MESSAGES[key], {})]),
  );
  messages[NETWORK_ERROR_KEY] = i18n.t(`messages.${NETWORK_ERROR_KEY}`);
  return { messages, passwordRequired: i18n.t('auth.passwordRequired') };
}

/** The alerts the page's script clones: a refusal, and the unverified email's (its link gets the email). */
function Templates() {
  return (
    <>
      <template id={TEMPLATE_IDS.problem}>
        {/* The script writes the refusal in place of the empty text. */}
        <Alert color="red" icon={<IconAlertCircle />} role="alert">
          <span />
        </Alert>
      </template>
      <template id={TEMPLATE_IDS.unverified}>
        <Alert color="yellow" icon={<IconMailExclamation />} title={i18n.t('auth.verificationTitle')}>
          {i18n.t('auth.verificationText')}{' '}
          <Anchor href="/email-verification-sent" size="sm">
            {i18n.t('auth.sendAgain')}
          </Anchor>
        </Alert>
      </template>
    </>
  );
}

/**
 * The sign-in page as HTML, signed out, in `language`: the same LoginPage the app renders, served before
 * any of the app's JavaScript (a phone shows it at once); static-pages/sign-in.ts makes it work.
 */
async function renderSignIn(language: Language): Promise<RenderedPage> {
  await setLanguage(language);
  const queryClient = new QueryClient();
  queryClient.setQueryData<Session>(SESSION_KEY, { status: 'signedOut' });
  const page = renderToString(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/login']}>
          <LoginPage />
          <Templates />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  // `<` escaped: the JSON cannot close its script element.
  const texts = JSON.stringify(signInTexts()).replaceAll('<', '\\u003c');
  return {
    language,
    title: `${i18n.t('auth.loginTitle')} · ${i18n.t('app.name')}`,
    body: `${page}<script type="application/json" id="${TEMPLATE_IDS.texts}">${texts}</script>`,
  };
}

/** The page in every language, one after the other (i18n holds one language at a time). */
export async function renderSignInPages(): Promise<RenderedPage[]> {
  const pages: RenderedPage[] = [];
  for (const language of LANGUAGES) pages.push(await renderSignIn(language));
  return pages;
}
