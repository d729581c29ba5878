import { Button, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconSearch, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDelete } from '../../../components/confirm-delete.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { notifyApiError, notifyApiSuccess } from '../../../lib/notify.ts';
import { useMe } from '../../account/session.ts';
import { type UserRow, useDeleteUser, useUsersList } from '../api.ts';
import { EmployeeFormModal } from '../components/employee-form-modal.tsx';
import { UsersTable } from '../components/users-table.tsx';

/** Employees (spec part 2 §2): the seller's users, Add Employee, edit, delete, activate. */
export function UsersPage() {
  const { t } = useTranslation();
  const me = useMe();
  const list = useUsersList();
  const remove = useDeleteUser();
  const [adding, addModal] = useDisclosure(false);
  const [editing, editModal] = useDisclosure(false);
  // Kept after closing so the modal's closing animation still shows the row.
  const [target, setTarget] = useState<UserRow | null>(null);

  const onEdit = (user: UserRow) => {
    setTarget(user);
    editModal.open();
  };
  const onDelete = async (user: UserRow) => {
    const confirmed = await confirmDelete({
      title: t('users.deleteTitle'),
      message: t('users.deleteConfirm', { name: user.name }),
    });
    if (confirmed) remove.mutate(user.id, { onSuccess: notifyApiSuccess, onError: notifyApiError });
  };

  const { error, data, refetch } = list.query;
  return (
    <>
      <PageTitle title={t('pages.users')}>
        <Button leftSection={<IconUserPlus size={18} />} onClick={addModal.open}>
          {t('users.addEmployee')}
        </Button>
      </PageTitle>
      <Text c="dimmed" size="sm" mb="md">
        {t('users.intro')}
      </Text>
      <TextInput
        aria-label={t('users.searchLabel')}
        placeholder={t('users.searchPlaceholder')}
        leftSection={<IconSearch size={16} />}
        value={list.search}
        onChange={(event) => list.setSearch(event.currentTarget.value)}
        type="search"
        maw={360}
        mb="md"
      />
      {error && !data ? (
        <QueryError error={error} onRetry={() => void refetch()} />
      ) : (
        <UsersTable list={list} myId={me.user.id} onEdit={onEdit} onDelete={(u) => void onDelete(u)} />
      )}
      <EmployeeFormModal opened={adding} onClose={addModal.close} myId={me.user.id} />
      <EmployeeFormModal opened={editing} onClose={editModal.close} user={target} myId={me.user.id} />
    </>
  );
}
