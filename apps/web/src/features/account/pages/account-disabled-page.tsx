import { Button, Text, ThemeIcon } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { AuthLayout } from '../components/auth-layout.tsx';

export function AccountDisabledPage() {
  const { t } = useTranslation();
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
