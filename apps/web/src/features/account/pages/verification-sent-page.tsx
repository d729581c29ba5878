import { resendVerificationBodySchema } from '@chalan/core/auth/schemas';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailForward } from '@tabler/icons-react';
import { Link, useSearchParams } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { FormTextInput } from '../../../components/form-text-input.tsx';
import { useTexts } from '../../../i18n/use-texts.ts';
import { reportFormError, schemaValidator } from '../../../lib/form.ts';
import { notifyApiSuccess, notifyError } from '../../../lib/notify.ts';
import { useResendVerification } from '../api.ts';
import { AuthLayout } from '../components/auth-layout.tsx';

export function VerificationSentPage() {
  const t = useTexts();
  const [params] = useSearchParams();
  const resend = useResendVerification();
  // The login form's link hands the unverified email over in the history entry's state.
  const stateEmail = useHistoryState<{ email?: unknown } | null>()?.email;
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: typeof stateEmail === 'string' ? stateEmail : (params.get('email') ?? '') },
    validate: schemaValidator(resendVerificationBodySchema),
  });

  const submit = form.onSubmit(async ({ email }) => {
    try {
      notifyApiSuccess(await resend.mutateAsync(email.trim()));
    } catch (error) {
      reportFormError(form, error, notifyError);
    }
  });

  return (
    <AuthLayout title={t('auth.verificationTitle')} intro={t('auth.verificationText')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <FormTextInput form={form} path="email" label={t('auth.email')} type="email" autoComplete="email" />
          <Button
            type="submit"
            loading={resend.isPending}
            leftSection={<IconMailForward size={18} />}
            fullWidth
          >
            {t('auth.sendVerification')}
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        <Anchor component={Link} to="/login">
          {t('common.backToLogin')}
        </Anchor>
      </Text>
    </AuthLayout>
  );
}
