import { smsTestBodySchema } from '@chalan/core/sms/schemas';
import { Alert, Button, Group, Paper, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconCircleCheck, IconMessage } from '@tabler/icons-react';
import { useState } from 'react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { schemaValidator, showFieldErrors } from '../../../lib/form.ts';
import { translateMessage } from '../../../lib/messages.ts';
import { errorText } from '../../../lib/notify.ts';
import { useSendTestSms } from '../api.ts';

type Outcome = { ok: boolean; text: string } | null;

/**
 * One message to a phone now (the seller's own, to begin with), through the saved gateway: what the
 * gateway answered stays on screen, its refusal in its own words.
 */
export function SmsTestCard({ phone, unsaved }: { phone: string; unsaved: boolean }) {
  const t = useTexts();
  const send = useSendTestSms();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useForm({ initialValues: { phone }, validate: schemaValidator(smsTestBodySchema) });

  const submit = form.onSubmit(async (values) => {
    setOutcome(null);
    try {
      const reply = await send.mutateAsync(values);
      setOutcome({ ok: true, text: translateMessage(reply.key, reply.message, reply.params) });
    } catch (error) {
      // A wrong number is said under the field; anything else (the gateway's refusal) below the form.
      if (error instanceof ApiError && showFieldErrors(form, error)) return;
      setOutcome({ ok: false, text: errorText(error) });
    }
  });

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="sms-test-title">
      <Title order={2} size="h4" id="sms-test-title">
        {t('customerSms.test.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('customerSms.test.intro')}
      </Text>
      <form onSubmit={submit} noValidate>
        <Group align="flex-start" gap="sm">
          <TextInput
            label={t('customerSms.test.phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            w={{ base: '100%', xs: 220 }}
            {...form.getInputProps('phone')}
          />
          <Button
            type="submit"
            mt={{ base: 0, xs: 25 }}
            loading={send.isPending}
            leftSection={<IconMessage size={18} />}
          >
            {t('customerSms.test.send')}
          </Button>
        </Group>
      </form>
      {unsaved ? (
        <Text size="sm" c="orange" mt="sm">
          {t('customerSms.test.unsaved')}
        </Text>
      ) : null}
      {outcome ? (
        <Alert
          mt="sm"
          color={outcome.ok ? 'teal' : 'red'}
          icon={outcome.ok ? <IconCircleCheck /> : <IconAlertTriangle />}
          title={outcome.ok ? t('customerSms.test.sent') : t('customerSms.test.failed')}
          role={outcome.ok ? 'status' : 'alert'}
        >
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {outcome.text}
          </Text>
        </Alert>
      ) : null}
    </Paper>
  );
}
