import type { Role } from '@chalan/core/permissions';
import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UserRow } from '../api.ts';

/** Display only (what a role may do is core's CAPABILITIES): one colour for each role, none forgotten. */
const ROLE_COLOURS: Record<Role, string> = { Admin: 'grape', Moderator: 'blue' };

export function RoleBadge({ role }: { role: UserRow['role'] }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={ROLE_COLOURS[role]} style={{ flexShrink: 0 }}>
      {t(`users.roles.${role}`)}
    </Badge>
  );
}

/** Verified (signed in after verifying), not yet, or still waiting for the email to be verified. */
export function VerifiedBadge({ user }: { user: Pick<UserRow, 'verified' | 'emailVerified'> }) {
  const { t } = useTranslation();
  if (user.verified)
    return (
      <Badge variant="light" color="teal">
        {t('common.yes')}
      </Badge>
    );
  if (!user.emailVerified)
    return (
      <Badge variant="light" color="orange">
        {t('users.emailNotVerified')}
      </Badge>
    );
  return (
    <Badge variant="light" color="gray">
      {t('common.no')}
    </Badge>
  );
}

/** Marks one's own row (plain text: a badge inside a table cell overflowed it on phones). */
export function YouBadge() {
  const { t } = useTranslation();
  return (
    <Text span size="xs" c="dimmed" ml={4}>
      ({t('users.you')})
    </Text>
  );
}
