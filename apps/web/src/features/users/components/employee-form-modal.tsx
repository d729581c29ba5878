import { ROLES, type Role } from '@chalan/core/permissions';
import type { User } from '@chalan/core/users/replies';
import { createEmployeeBodySchema, updateEmployeeBodySchema } from '@chalan/core/users/schemas';
import { Modal, Select, Stack, Switch } from '@mantine/core';
import { useForm } from '@mantine/form';
import { AccountFields } from '../../../components/account-fields.tsx';
import { FormActions } from '../../../components/form-actions.tsx';
import { useTexts } from '../../../i18n/use-texts.ts';
import { schemaValidator, submitThenClose } from '../../../lib/form.ts';
import { useCreateUser, useUpdateUser } from '../api.ts';

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
  user?: User | null;
  myId: string;
}

/** Add Employee (name, email, password, role, status) and Edit (name, email, role). */
export function EmployeeFormModal({ opened, onClose, user, myId }: EmployeeFormModalProps) {
  const t = useTexts();
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

function EmployeeForm({ user, self, onDone }: { user: User | null; self: boolean; onDone: () => void }) {
  const t = useTexts();
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

  const submit = submitThenClose(form, onDone, ({ name, email, password, role, status }) =>
    user
      ? update.mutateAsync({ id: user.id, input: { name, email, role } })
      : create.mutateAsync({ name, email, password, role, status }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <AccountFields
          form={form}
          nameField={{ path: 'name', label: t('users.name') }}
          labels={{
            email: t('users.email'),
            password: t('users.password'),
            passwordHint: t('users.passwordHint'),
          }}
          withPassword={!user}
        />
        <Select
          label={t('users.role')}
          data={ROLES.map((role) => ({ value: role, label: t(`users.roles.${role}`) }))}
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
