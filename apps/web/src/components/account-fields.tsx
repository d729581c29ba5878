import { PasswordInput, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTexts } from '../i18n/use-texts.ts';
import { FormTextInput } from './form-text-input.tsx';

type AccountValues = { email: string; password: string };

interface AccountFieldsProps<V extends AccountValues> {
  form: UseFormReturnType<V>;
  /** The first field: Shop Name for a merchant, Name for an employee. */
  nameField: { path: keyof V & string; label: string };
  labels: { email: string; password: string; passwordHint: string };
  /** Only an account being added gets its first password here; editing leaves the password alone. */
  withPassword: boolean;
}

/** Name, email and first password of an account someone else opens (a merchant, an employee). */
export function AccountFields<V extends AccountValues>({
  form,
  nameField,
  labels,
  withPassword,
}: AccountFieldsProps<V>) {
  const t = useTexts();
  return (
    <>
      <FormTextInput
        form={form}
        path="email"
        label={nameField.label}
        withAsterisk
        data-autofocus
        autoComplete="off"
        key={form.key(nameField.path)}
        {...form.getInputProps(nameField.path)}
      />
      <TextInput label={labels.email} type="email" withAsterisk autoComplete="off" />
      {withPassword ? (
        <PasswordInput
          label={labels.password}
          description={labels.passwordHint}
          withAsterisk
          visibilityToggleButtonProps={{ 'aria-label': t('auth.toggleVisibility') }}
          autoComplete="new-password"
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
      ) : null}
    </>
  );
}
