import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link, Redirect, useSearchParams } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { useTexts } from '../../../i18n/use-texts.ts';
import { translateMessage } from '../../../lib/messages.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { safeRedirect } from '../../../lib/safe-redirect.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { LoginForm } from '../components/login-form.tsx';
import { useSession } from '../session.ts';

export function LoginPage() {
  const t = useTexts();
  const [params] = useSearchParams();
  const { data: session } = useSession();
  const from = safeRedirect(params.get('from'));
  const verified = params.get('verified') === '1';
  const linkError = params.get('error');
  const justVerified = verified && !linkError;
  // The register form's navigate('/login', { state: { email } }).
  const stateEmail = useHistoryState<{ email?: unknown } | null>()?.email;
  const initialEmail = typeof stateEmail === 'string' ? stateEmail : (params.get('email') ?? '');

  const toasted = useRef(false);
  useEffect(() => {
    if (!justVerified || toasted.current) return;
    toasted.current = true;
    notifySuccess(translateMessage('successfullyVerified', 'Successfully Verified'));
  }, [justVerified]);

  if (session?.status === 'signedIn') return <Redirect to={from ?? session.me.home} replace />;

  return (
    <AuthLayout title={t('auth.loginTitle')}>
      {justVerified ? (
        <Alert color="teal" icon={<IconCircleCheck />} title={t('auth.verifiedTitle')}>
          {t('auth.verifiedText')}
        </Alert>
      ) : null}
      {linkError ? (
        <Alert color="red" icon={<IconAlertCircle />} title={t('auth.invalidLinkTitle')}>
          {t('auth.invalidLinkText')}{' '}
          <Anchor component={Link} to="/email-verification-sent" size="sm">
            {t('auth.getNewLink')}
          </Anchor>
        </Alert>
      ) : null}
      <LoginForm initialEmail={initialEmail} from={from} />
      <Stack gap={4} align="center">
        <Text size="sm">
          {t('auth.noAccount')}{' '}
          <Anchor component={Link} to="/register">
            {t('auth.registerLink')}
          </Anchor>
        </Text>
        <Text size="sm">
          {t('auth.needVerification')}{' '}
          <Anchor component={Link} to="/email-verification-sent">
            {t('auth.sendAgain')}
          </Anchor>
        </Text>
      </Stack>
    </AuthLayout>
  );
}
