import { registerMerchantBodySchema } from '@chalan/core/auth/schemas';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { reportFormError, schemaValidator } from '../../../lib/form.ts';
import { notifyApiSuccess, notifyError } from '../../../lib/notify.ts';
import { type RegisterMerchantInput, useRegisterMerchant } from '../api.ts';

export function MerchantRegisterForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const register = useRegisterMerchant();
  const form = useForm<RegisterMerchantInput>({
    mode: 'uncontrolled',
    initialValues: { shopName: '', email: '', password: '' },
    validate: schemaValidator(registerMerchantBodySchema),
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
          label={t('auth.shopName')}
          autoComplete="organization"
          withAsterisk
          key={form.key('shopName')}
          {...form.getInputProps('shopName')}
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
        <Button type="submit" loading={register.isPending} fullWidth mt="xs">
          {t('auth.register')}
        </Button>
      </Stack>
    </form>
  );
}
