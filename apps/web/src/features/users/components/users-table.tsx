import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import type { UserRow } from '../api.ts';
import { RoleBadge, VerifiedBadge, YouBadge } from './user-badges.tsx';
import { UserStatusSwitch } from './user-status-switch.tsx';

/** Wide screens: Name, Email, Role, Status, Verified, Last Login. */
export function UsersTable({ users, myId }: { users: UserRow[]; myId: string }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('users.name')}</Table.Th>
            <Table.Th>{t('users.email')}</Table.Th>
            <Table.Th>{t('users.role')}</Table.Th>
            <Table.Th>{t('users.status')}</Table.Th>
            <Table.Th>{t('users.verified')}</Table.Th>
            <Table.Th>{t('users.lastLogin')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.id}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {user.name}
                  {user.id === myId ? <YouBadge /> : null}
                </Text>
              </Table.Td>
              <Table.Td>{user.email}</Table.Td>
              <Table.Td>
                <RoleBadge role={user.role} />
              </Table.Td>
              <Table.Td>
                <UserStatusSwitch user={user} self={user.id === myId} />
              </Table.Td>
              <Table.Td>
                <VerifiedBadge verified={user.verified} />
              </Table.Td>
              <Table.Td>{formatDateTime(user.lastLoginAt, t('common.none'))}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
