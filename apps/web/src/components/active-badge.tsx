import { Badge } from '@mantine/core';
import { useTexts } from '../i18n/use-texts.ts';

/** Status true/false as the spec shows it: an Active or Inactive badge. */
export function ActiveBadge({ active }: { active: boolean }) {
  const t = useTexts();
  return (
    <Badge color={active ? 'teal' : 'gray'} variant="light">
      {active ? t('common.active') : t('common.inactive')}
    </Badge>
  );
}
