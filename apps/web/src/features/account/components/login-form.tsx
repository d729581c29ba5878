import { Alert, Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { isEmail, isNotEmpty, useForm } from '@mantine/form';
import { IconMailExclamation } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { FormTextInput } from '../../../components/form-text-input.tsx';
import { useTexts } from '../../../i18n/use-texts.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { reportFormError } from '../../../lib/form.ts';
import { translateMessage } from '../../../lib/messages.ts';
import { notifyApiSuccess, notifyError, notifySuccess } from '../../../lib/notify.ts';
import { type LoginInput, useLogin } from '../api.ts';

/** Email and password; each refusal of spec part 1 §4 has its own outcome. */
export function LoginForm({ initialEmail, from }: { initialEmail: string; from: string | null }) {
  const t = useTexts();
  const [, navigate] = useLocation();
  const login = useLogin();
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const form = useForm<LoginInput>({
    mode: 'uncontrolled',
    initialValues: { email: initialEmail, password: '' },
    validate: {
      email: isEmail(translateMessage('invalidEmail', 'Invalid Email')),
      password: isNotEmpty(t('auth.passwordRequired')),
    },
  });

  const submit = form.onSubmit(async (values) => {
    setUnverifiedEmail(null);
    try {
      const reply = await login.mutateAsync({ email: values.email.trim(), password: values.password });
      notifyApiSuccess(reply);
      navigate(from ?? reply.home, { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'ACCOUNT_DISABLED') {
        navigate('/account-disabled');
        return;
      }
      if (error instanceof ApiError && error.code === 'EMAIL_NOT_VERIFIED') {
        // The server has sent the mail again: say both, and stay here.
        notifyError(translateMessage(error.key, error.message, error.params));
        notifySuccess(translateMessage('verificationEmailSent', 'Verification email sent'));
        setUnverifiedEmail(values.email.trim());
        return;
      }
      reportFormError(form, error, notifyError);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {unverifiedEmail ? (
          <Alert color="yellow" icon={<IconMailExclamation />} title={t('auth.verificationTitle')}>
            {t('auth.verificationText')}{' '}
            {/* asChild: Mantine's component={Link} does not type wouter's history state. */}
            <Link to="/email-verification-sent" state={{ email: unverifiedEmail }} asChild>
              <Anchor size="sm">{t('auth.sendAgain')}</Anchor>
            </Link>
          </Alert>
        ) : null}
        <FormTextInput form={form} path="email" label={t('auth.email')} type="email" autoComplete="email" />
        <PasswordInput
          label={t('auth.password')}
          visibilityToggleButtonProps={{ 'aria-label': t('auth.toggleVisibility') }}
          autoComplete="current-password"
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <Button type="submit" loading={login.isPending} fullWidth mt="xs">
          {t('auth.login')}
        </Button>
      </Stack>
    </form>
  );
}
