import { Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import type { UserRow } from '../api.ts';
import { RoleBadge, VerifiedBadge, YouBadge } from './user-badges.tsx';
import { UserStatusSwitch } from './user-status-switch.tsx';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/** Phones: one card per user with the same facts as the table. */
export function UsersList({ users, myId }: { users: UserRow[]; myId: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {users.map((user) => (
        <Card key={user.id} withBorder radius="md" padding="md" component="li">
          <Group justify="space-between" wrap="nowrap" align="flex-start" mb="xs">
            <Stack gap={0} miw={0}>
              <Text fw={600}>
                {user.name}
                {user.id === myId ? <YouBadge /> : null}
              </Text>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {user.email}
              </Text>
            </Stack>
            <RoleBadge role={user.role} />
          </Group>
          <SimpleGrid cols={2} spacing="xs">
            <Field label={t('users.status')}>
              <UserStatusSwitch user={user} self={user.id === myId} />
            </Field>
            <Field label={t('users.verified')}>
              <div>
                <VerifiedBadge verified={user.verified} />
              </div>
            </Field>
            <Field label={t('users.lastLogin')}>
              <Text size="sm">{formatDateTime(user.lastLoginAt, t('common.none'))}</Text>
            </Field>
          </SimpleGrid>
        </Card>
      ))}
    </Stack>
  );
}
