import type { User } from '@chalan/core/users/replies';
import { Button, Stack, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { ListSearch, useConfirmedDelete, useFormTarget } from '../../../components/list-screen.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { useTexts } from '../../../i18n/use-texts.ts';
import { errorText } from '../../../lib/notify.ts';
import { useMe } from '../../account/session.ts';
import { useDeleteUser, useUsersList } from '../api.ts';
import { EmployeeFormModal } from '../components/employee-form-modal.tsx';
import { UsersTable } from '../components/users-table.tsx';

/** Employees (spec part 2 §2): the seller's users, Add Employee, edit, delete, activate. */
export function UsersPage() {
  const t = useTexts();
  const me = useMe();
  const list = useUsersList();
  const form = useFormTarget<User>();
  const askDelete = useConfirmedDelete<User>(
    useDeleteUser(),
    (user) => ({ title: t('users.deleteTitle'), message: t('users.deleteConfirm', { name: user.name }) }),
    errorText,
  );

  return (
    <>
      <PageTitle title={t('pages.users')}>
        <Button leftSection={<IconUserPlus size={18} />} onClick={form.add}>
          {t('users.addEmployee')}
        </Button>
      </PageTitle>
      <Stack gap="md">
        <Text c="dimmed" size="sm">
          {t('users.intro')}
        </Text>
        <ListSearch list={list} label={t('users.searchLabel')} placeholder={t('users.searchPlaceholder')} />
        <UsersTable list={list} myId={me.user.id} onEdit={form.edit} onDelete={(u) => void askDelete(u)} />
      </Stack>
      <EmployeeFormModal opened={form.opened} onClose={form.close} user={form.record} myId={me.user.id} />
    </>
  );
}
