import { MESSAGES } from '@chalan/core/messages';
import { Alert, Anchor } from '@mantine/core';
import { IconAlertCircle, IconMailExclamation } from '@tabler/icons-react';
import { LoginPage } from '../features/account/pages/login-page.tsx';
import { i18n } from '../i18n/index.ts';
import { translateMessage } from '../lib/messages.ts';
import { NETWORK_ERROR_KEY, SIGN_IN_MESSAGES, type SignInTexts, TEMPLATE_IDS } from './sign-in-contract.ts';
import type { StaticPage } from './static-page.ts';

/** The texts the page's script shows, in the language i18n is in. */
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

/** /login signed out: the app's own LoginPage; static-pages/sign-in.ts makes it work. */
export const signInPage: StaticPage = {
  name: 'sign-in',
  path: '/login',
  title: () => i18n.t('auth.loginTitle'),
  element: () => (
    <>
      <LoginPage />
      <Templates />
    </>
  ),
  // `<` escaped: the JSON cannot close its script element.
  after: () =>
    `<script type="application/json" id="${TEMPLATE_IDS.texts}">${JSON.stringify(signInTexts()).replaceAll('<', '\\u003c')}</script>`,
};
