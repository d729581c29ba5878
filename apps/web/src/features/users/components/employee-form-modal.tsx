import { createEmployeeBodySchema, updateEmployeeBodySchema } from '@chalan/core/users/schemas';
import { Modal, PasswordInput, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form-actions.tsx';
import { reportFormError, schemaValidator } from '../../../lib/form.ts';
import { notifyApiSuccess, notifyError } from '../../../lib/notify.ts';
import type { Role } from '../../account/session.ts';
import { type UserRow, useCreateUser, useUpdateUser } from '../api.ts';

interface Values {
  name: string;
  email: string;
  password: string;
  role: Role;
  status: boolean;
}

interface EmployeeFormModalProps {
  opened: boolean;
  onClose: () => void;
  /** The user to edit; none for Add Employee. */
  user?: UserRow | null;
  myId: string;
}

/** Add Employee (name, email, password, role, status) and Edit (name, email, role). */
export function EmployeeFormModal({ opened, onClose, user, myId }: EmployeeFormModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={user ? t('users.editEmployee') : t('users.addEmployee')}
      centered
    >
      {/* Mounted only while open, so every opening starts from the row's current values. */}
      <EmployeeForm key={user?.id ?? 'new'} user={user ?? null} self={user?.id === myId} onDone={onClose} />
    </Modal>
  );
}

function EmployeeForm({ user, self, onDone }: { user: UserRow | null; self: boolean; onDone: () => void }) {
  const { t } = useTranslation();
  const create = useCreateUser();
  const update = useUpdateUser();
  const form = useForm<Values>({
    mode: 'uncontrolled',
    initialValues: {
      name: user?.name ?? '',
      email: user?.email ?? '',
      password: '',
      role: user?.role ?? 'Moderator',
      status: true,
    },
    validate: schemaValidator(user ? updateEmployeeBodySchema : createEmployeeBodySchema),
  });

  const submit = form.onSubmit(async ({ name, email, password, role, status }) => {
    try {
      const reply = user
        ? await update.mutateAsync({ id: user.id, input: { name, email, role } })
        : await create.mutateAsync({ name, email, password, role, status });
      notifyApiSuccess(reply);
      onDone();
    } catch (error) {
      reportFormError(form, error, notifyError);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('users.name')}
          withAsterisk
          data-autofocus
          autoComplete="off"
          key={form.key('name')}
          {...form.getInputProps('name')}
        />
        <TextInput
          label={t('users.email')}
          type="email"
          withAsterisk
          autoComplete="off"
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        {user ? null : (
          <PasswordInput
            label={t('users.password')}
            description={t('users.passwordHint')}
            withAsterisk
            visibilityToggleButtonProps={{ 'aria-label': t('auth.toggleVisibility') }}
            autoComplete="new-password"
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
        )}
        <Select
          label={t('users.role')}
          data={[
            { value: 'Admin', label: t('users.roles.Admin') },
            { value: 'Moderator', label: t('users.roles.Moderator') },
          ]}
          allowDeselect={false}
          withAsterisk
          disabled={self}
          description={self ? t('users.ownRoleHint') : undefined}
          key={form.key('role')}
          {...form.getInputProps('role')}
        />
        {user ? null : (
          <Switch
            label={t('users.status')}
            description={t('users.activeHint')}
            key={form.key('status')}
            {...form.getInputProps('status', { type: 'checkbox' })}
          />
        )}
        <FormActions onCancel={onDone} saving={create.isPending || update.isPending} />
      </Stack>
    </form>
  );
}
