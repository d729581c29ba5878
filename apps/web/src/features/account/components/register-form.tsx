import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { type UseFormReturnType, useForm } from '@mantine/form';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useTexts } from '../../../i18n/use-texts.ts';
import type { ApiMessage } from '../../../lib/api-client.ts';
import { reportFormError, schemaValidator } from '../../../lib/form.ts';
import { notifyApiSuccess, notifyError } from '../../../lib/notify.ts';

type Credentials = { email: string; password: string };
type InputProps = ReturnType<UseFormReturnType<Credentials>['getInputProps']> & { key: string };

interface RegisterFormProps<T extends Credentials> {
  initialValues: T;
  schema: Parameters<typeof schemaValidator>[0];
  register: UseMutationResult<ApiMessage, unknown, T>;
  /** The first field: Shop Name for a merchant, Name for an employee. */
  nameField: { path: keyof T & string; label: string; autoComplete: string };
  /** Fields after the password (the employee's Marchant Id). */
  children?: (inputProps: (path: keyof T & string) => InputProps) => ReactNode;
}

/** Both register tabs: validate with the core schema, post, then "Verification email sent" and /login. */
export function RegisterForm<T extends Credentials>({
  initialValues,
  schema,
  register,
  nameField,
  children,
}: RegisterFormProps<T>) {
  const t = useTexts();
  const [, navigate] = useLocation();
  const form = useForm<T>({ mode: 'uncontrolled', initialValues, validate: schemaValidator(schema) });
  const inputProps = (path: keyof T & string) => ({ key: form.key(path), ...form.getInputProps(path) });

  const submit = form.onSubmit(async (values) => {
    try {
      notifyApiSuccess(await register.mutateAsync(values));
      navigate('/login', { state: { email: values.email.trim() } });
    } catch (error) {
      reportFormError(form, error, notifyError);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={nameField.label}
          autoComplete={nameField.autoComplete}
          {...inputProps(nameField.path)}
        />
        <TextInput label={t('auth.email')} type="email" autoComplete="email" {...inputProps('email')} />
        <PasswordInput
          label={t('auth.password')}
          visibilityToggleButtonProps={{ 'aria-label': t('auth.toggleVisibility') }}
          autoComplete="new-password"
          {...inputProps('password')}
        />
        {children?.(inputProps)}
        <Button type="submit" loading={register.isPending} fullWidth mt="xs">
          {t('auth.register')}
        </Button>
      </Stack>
    </form>
  );
}
