import { SMS_KINDS } from '@chalan/core/sms/templates';
import {
  Button,
  Divider,
  Group,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { reportFormError } from '../../../lib/form.ts';
import { messageText } from '../../../lib/messages.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { type SmsSettings, useSaveSmsSettings } from '../api.ts';
import { SmsMessageField } from './sms-message-field.tsx';
import {
  type SmsFormValues,
  type SmsSample,
  smsFormValues,
  validateSmsSettings,
} from './sms-settings-values.ts';

/** BulkSMSBD's address, the gateway most sellers here use: an example, not a default. */
const GATEWAY_EXAMPLE = 'http://bulksmsbd.net/api/smsapi';

/** The gateway's three fields stand in a row: their hints go under the inputs, which then line up. */
const BELOW: ('label' | 'input' | 'description' | 'error')[] = ['label', 'input', 'description', 'error'];

/**
 * The messages (on or off, their texts) and the gateway they go through, saved together. A blank API
 * key keeps the stored one, which never comes back to the browser. Made again (a new `key`) once a key
 * is stored, as the rules then change.
 */
export function SmsSettingsForm({
  settings,
  sample,
  onDirtyChange,
}: {
  settings: SmsSettings;
  sample: SmsSample;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const t = useTexts();
  const save = useSaveSmsSettings();
  const form = useForm<SmsFormValues>({
    initialValues: smsFormValues(settings),
    validate: validateSmsSettings(settings.apiKeyHint !== null),
  });
  const dirty = form.isDirty();
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const submit = form.onSubmit(async (values) => {
    try {
      const reply = await save.mutateAsync(values);
      notifySuccess(messageText('smsSettingsSaved'));
      const saved = smsFormValues(reply);
      form.setValues(saved);
      form.resetDirty(saved);
    } catch (error) {
      reportFormError(form, error, notifyError);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <section aria-labelledby="sms-messages-title">
          <Title order={2} size="h4" id="sms-messages-title">
            {t('customerSms.messages.title')}
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            {t('customerSms.messages.fillIns')}
          </Text>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" verticalSpacing="xl">
            {SMS_KINDS.map((kind) => (
              <SmsMessageField
                key={kind}
                form={form}
                kind={kind}
                texts={{ bangla: settings.defaults[kind], english: settings.english[kind] }}
                sample={sample}
              />
            ))}
          </SimpleGrid>
        </section>
        <Divider />
        <section aria-labelledby="sms-gateway-title">
          <Title order={2} size="h4" id="sms-gateway-title">
            {t('customerSms.gateway.title')}
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            {t('customerSms.gateway.intro')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <TextInput
              inputWrapperOrder={BELOW}
              label={t('customerSms.gateway.url')}
              placeholder={GATEWAY_EXAMPLE}
              type="url"
              inputMode="url"
              autoComplete="off"
              {...form.getInputProps('gatewayUrl')}
            />
            <PasswordInput
              inputWrapperOrder={BELOW}
              label={t('customerSms.gateway.apiKey')}
              description={
                settings.apiKeyHint
                  ? t('customerSms.gateway.apiKeySaved', { hint: settings.apiKeyHint })
                  : undefined
              }
              autoComplete="new-password"
              visibilityToggleButtonProps={{ 'aria-label': t('auth.toggleVisibility') }}
              {...form.getInputProps('apiKey')}
            />
            <TextInput
              inputWrapperOrder={BELOW}
              label={t('customerSms.gateway.senderId')}
              description={t('customerSms.gateway.senderIdHint')}
              autoComplete="off"
              {...form.getInputProps('senderId')}
            />
          </SimpleGrid>
        </section>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} leftSection={<IconDeviceFloppy size={18} />}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
