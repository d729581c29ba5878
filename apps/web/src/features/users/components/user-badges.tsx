import type { Role } from '@chalan/core/permissions';
import type { User } from '@chalan/core/users/replies';
import { Badge, Text } from '@mantine/core';
import { useTexts } from '../../../i18n/use-texts.ts';

/** Display only (what a role may do is core's CAPABILITIES): one colour for each role, none forgotten. */
const ROLE_COLOURS: Record<Role, string> = { Admin: 'grape', Moderator: 'blue' };

export function RoleBadge({ role }: { role: User['role'] }) {
  const t = useTexts();
  return (
    <Badge variant="light" color={ROLE_COLOURS[role]} style={{ flexShrink: 0 }}>
      {t(`users.roles.${role}`)}
    </Badge>
  );
}

/** Verified (signed in after verifying), not yet, or still waiting for the email to be verified. */
export function VerifiedBadge({ user }: { user: Pick<User, 'verified' | 'emailVerified'> }) {
  const t = useTexts();
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
  const t = useTexts();
  return (
    <Text span size="xs" c="dimmed" ml={4}>
      ({t('users.you')})
    </Text>
  );
}
