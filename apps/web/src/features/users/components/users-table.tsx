import type { User } from '@chalan/core/users/replies';
import { Group, Stack, Text } from '@mantine/core';
import { ListBody } from '../../../components/list-screen.tsx';
import type { ListColumn } from '../../../components/list-table/list-table.tsx';
import { phoneSummaryColumn, wideOnly } from '../../../components/phone-columns.ts';
import { RowActions } from '../../../components/row-actions.tsx';
import { useTexts } from '../../../i18n/use-texts.ts';
import { useFormat } from '../../../lib/use-format.ts';
import type { useUsersList } from '../api.ts';
import { RoleBadge, VerifiedBadge, YouBadge } from './user-badges.tsx';
import { UserStatusSwitch } from './user-status-switch.tsx';

interface UsersTableProps {
  list: ReturnType<typeof useUsersList>;
  myId: string;
  onEdit: (user: User) => void;
  onDelete: (user: User) => void;
}

/** Name, Email, Role, Status, Verified, Last Login, Action (spec part 2 §2). */
export function UsersTable({ list, myId, onEdit, onDelete }: UsersTableProps) {
  const t = useTexts();
  const format = useFormat();
  const nameCell = (user: User) => (
    <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
      {user.name}
      {user.id === myId ? <YouBadge /> : null}
    </Text>
  );
  const columns: ListColumn<User>[] = [
    phoneSummaryColumn(t('users.name'), (user) => (
      <Stack gap={4} align="flex-start">
        {nameCell(user)}
        <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
          {user.email}
        </Text>
        <Group gap="xs">
          <RoleBadge role={user.role} />
          <VerifiedBadge user={user} />
        </Group>
        <UserStatusSwitch user={user} self={user.id === myId} />
      </Stack>
    )),
    ...wideOnly<User>([
      { accessor: 'name', title: t('users.name'), render: nameCell },
      { accessor: 'email', title: t('users.email') },
      { accessor: 'role', title: t('users.role'), render: (user) => <RoleBadge role={user.role} /> },
      {
        accessor: 'status',
        title: t('users.status'),
        render: (user) => <UserStatusSwitch user={user} self={user.id === myId} />,
      },
      { accessor: 'verified', title: t('users.verified'), render: (user) => <VerifiedBadge user={user} /> },
      {
        accessor: 'lastLoginAt',
        title: t('users.lastLogin'),
        render: (user) => (
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {format.dateTime(user.lastLoginAt, t('common.none'))}
          </Text>
        ),
      },
    ]),
    {
      accessor: 'actions',
      title: t('common.actions'),
      textAlign: 'right',
      render: (user) => (
        <RowActions
          name={user.name}
          onEdit={() => onEdit(user)}
          onDelete={() => onDelete(user)}
          deleteDisabled={user.id === myId}
        />
      ),
    },
  ];
  return (
    <ListBody list={list} columns={columns} emptyText={t('users.empty')} noMatchText={t('table.noRecords')} />
  );
}
