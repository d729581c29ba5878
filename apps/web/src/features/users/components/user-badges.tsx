import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UserRow } from '../api.ts';

export function RoleBadge({ role }: { role: UserRow['role'] }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={role === 'Admin' ? 'grape' : 'blue'} style={{ flexShrink: 0 }}>
      {t(`users.roles.${role}`)}
    </Badge>
  );
}

export function VerifiedBadge({ verified }: { verified: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={verified ? 'teal' : 'gray'}>
      {verified ? t('common.yes') : t('common.no')}
    </Badge>
  );
}

export function YouBadge() {
  const { t } = useTranslation();
  return (
    <Badge size="xs" variant="outline" ml={4}>
      {t('users.you')}
    </Badge>
  );
}
