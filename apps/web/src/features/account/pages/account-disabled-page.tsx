import { Button, Text, ThemeIcon } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'wouter';
import { useTexts } from '../../../i18n/use-texts.ts';
import { AuthLayout } from '../components/auth-layout.tsx';

export function AccountDisabledPage() {
  const t = useTexts();
  return (
    <AuthLayout title={t('auth.disabledTitle')}>
      <ThemeIcon size={48} radius="xl" color="yellow" variant="light" aria-hidden>
        <IconLock size={26} />
      </ThemeIcon>
      <Text>{t('auth.disabledText')}</Text>
      <Button component={Link} to="/login" variant="light">
        {t('common.backToLogin')}
      </Button>
    </AuthLayout>
  );
}
