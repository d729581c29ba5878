import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Status true/false as the spec shows it: an Active or Inactive badge. */
export function ActiveBadge({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge color={active ? 'teal' : 'gray'} variant="light">
      {active ? t('common.active') : t('common.inactive')}
    </Badge>
  );
}
