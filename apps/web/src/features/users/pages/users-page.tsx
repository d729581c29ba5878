import { Card, Skeleton, Stack, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { useMe } from '../../account/session.ts';
import { useUsers } from '../api.ts';
import { UsersList } from '../components/users-list.tsx';
import { UsersTable } from '../components/users-table.tsx';

export function UsersPage() {
  const { t } = useTranslation();
  const me = useMe();
  const theme = useMantineTheme();
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.sm})`, true, {
    getInitialValueInEffect: false,
  });
  const { data: users, error, refetch } = useUsers();

  let content: ReactNode;
  if (users && users.length === 0) content = <Text c="dimmed">{t('users.empty')}</Text>;
  else if (users && wide)
    content = (
      <Card withBorder radius="md" padding={0}>
        <UsersTable users={users} myId={me.user.id} />
      </Card>
    );
  else if (users) content = <UsersList users={users} myId={me.user.id} />;
  else if (error) content = <QueryError error={error} onRetry={() => void refetch()} />;
  else
    content = (
      <Stack>
        <Skeleton h={40} />
        <Skeleton h={40} />
        <Skeleton h={40} />
      </Stack>
    );

  return (
    <>
      <PageTitle title={t('pages.users')} />
      <Text c="dimmed" size="sm" mb="md">
        {t('users.intro')}
      </Text>
      {content}
    </>
  );
}
