import { can } from '@chalan/core/permissions';
import { Alert, Button, Center, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type ReactNode, useEffect } from 'react';
import { Redirect, useLocation } from 'wouter';
import { FullPageLoader } from '../../../components/full-page-loader.tsx';
import { useTexts } from '../../../i18n/use-texts.ts';
import { api } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/notify.ts';
import { useRouteHandle } from '../../../lib/routing/matched-route.ts';
import { useSession } from '../session.ts';

/**
 * Spec part 1 §4: spinner while the identity loads; not signed in -> /login (the origin kept in ?from=);
 * email unverified -> /email-verification-sent; disabled -> signed out and /account-disabled.
 * Then the route's rule: a screen whose capability the role lacks (core's `can`, as the server's guards)
 * and a master-only screen without the master flag send the user to their home.
 */
export function AccessGuard({ children }: { children: ReactNode }) {
  const t = useTexts();
  const { data, error, refetch, isRefetching } = useSession();
  const { capability, master } = useRouteHandle();

  if (!data) {
    if (!error) return <FullPageLoader />;
    return (
      <Center mih="100dvh" p="md">
        <Stack maw={420}>
          <Alert color="red" icon={<IconAlertCircle />} title={t('session.loadFailed')}>
            {errorText(error)}
          </Alert>
          <Button onClick={() => refetch()} loading={isRefetching}>
            {t('common.retry')}
          </Button>
        </Stack>
      </Center>
    );
  }

  switch (data.status) {
    case 'signedOut': {
      // The address as typed (wouter's hooks give it decoded).
      const from = `${window.location.pathname}${window.location.search}`;
      return <Redirect to={`/login?from=${encodeURIComponent(from)}`} replace />;
    }
    case 'emailNotVerified':
      return <Redirect to="/email-verification-sent" replace />;
    case 'disabled':
      return <SignOutDisabled />;
  }

  const { user, home } = data.me;
  if (capability && !can(user.role, capability)) return <Redirect to={home} replace />;
  if (master && !user.master) return <Redirect to={home} replace />;
  return children;
}

/** A disabled account: end the session (the server may already have), then explain. */
function SignOutDisabled() {
  const [, navigate] = useLocation();
  useEffect(() => {
    let cancelled = false;
    void api
      .post('/api/account/logout')
      .catch(() => undefined)
      .then(() => {
        if (!cancelled) navigate('/account-disabled', { replace: true });
      });
    return () => {
      cancelled = true;
    };
  }, [navigate]);
  return <FullPageLoader />;
}
