import { registerEmployeeBodySchema } from '@chalan/core/auth/schemas';
import { Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { reportFormError, schemaValidator } from '../../../lib/form.ts';
import { notifyApiSuccess, notifyError } from '../../../lib/notify.ts';
import { type RegisterEmployeeInput, useRegisterEmployee } from '../api.ts';

export function EmployeeRegisterForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const register = useRegisterEmployee();
  const form = useForm<RegisterEmployeeInput>({
    mode: 'uncontrolled',
    initialValues: { name: '', email: '', password: '', merchantId: '' },
    validate: schemaValidator(registerEmployeeBodySchema),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      const reply = await register.mutateAsync(values);
      notifyApiSuccess(reply);
      navigate('/login', { state: { email: values.email.trim() } });
    } catch (error) {
      reportFormError(form, error, notifyError);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('auth.name')}
          autoComplete="name"
          withAsterisk
          key={form.key('name')}
          {...form.getInputProps('name')}
        />
        <TextInput
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          withAsterisk
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label={t('auth.password')}
          autoComplete="new-password"
          withAsterisk
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <TextInput
          label={t('auth.merchantId')}
          description={t('auth.merchantIdHint')}
          autoComplete="off"
          spellCheck={false}
          withAsterisk
          key={form.key('merchantId')}
          {...form.getInputProps('merchantId')}
        />
        <Text size="xs" c="dimmed">
          {t('auth.employeeNote')}
        </Text>
        <Button type="submit" loading={register.isPending} fullWidth mt="xs">
          {t('auth.register')}
        </Button>
      </Stack>
    </form>
  );
}
