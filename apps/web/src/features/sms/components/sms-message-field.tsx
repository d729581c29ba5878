import { MAX_TEMPLATE_LENGTH, type SmsKind } from '@chalan/core/sms/templates';
import { Button, Group, Paper, Stack, Switch, Text, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconLanguage } from '@tabler/icons-react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { MESSAGE_FIELDS, type SmsFormValues, type SmsSample, sampleMessage } from './sms-settings-values.ts';

interface SmsMessageFieldProps {
  form: UseFormReturnType<SmsFormValues>;
  kind: SmsKind;
  /** The Bangla and the English text a template can start again from. */
  texts: { bangla: string; english: string };
  sample: SmsSample;
}

/**
 * One message to customers: whether it is sent, its text with what it costs (counted as the seller
 * types) and how it reads for a sample order.
 */
export function SmsMessageField({ form, kind, texts, sample }: SmsMessageFieldProps) {
  const t = useTexts();
  const fields = MESSAGE_FIELDS[kind];
  const template = form.values[fields.template];
  const preview = sampleMessage(kind, template, sample);
  const previewId = `sms-preview-${kind}`;
  return (
    <Stack gap="xs">
      <Switch
        label={t(`customerSms.messages.${kind}.label`)}
        description={t(`customerSms.messages.${kind}.hint`)}
        {...form.getInputProps(fields.enabled, { type: 'checkbox' })}
      />
      <Textarea
        label={t(`customerSms.messages.${kind}.template`)}
        autosize
        minRows={3}
        maxRows={8}
        maxLength={MAX_TEMPLATE_LENGTH}
        aria-describedby={previewId}
        {...form.getInputProps(fields.template)}
      />
      <Group justify="space-between" gap="xs" align="flex-start">
        <div style={{ flex: '1 1 200px', minWidth: 0 }}>
          <Text size="sm" fw={600}>
            {t('customerSms.messages.count', {
              length: preview.count.length,
              parts: preview.count.parts,
            })}
          </Text>
          <Text size="xs" c="dimmed">
            {t(`customerSms.messages.${preview.count.encoding}`)}
          </Text>
        </div>
        <Group gap={4}>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconLanguage size={14} />}
            disabled={template === texts.bangla}
            onClick={() => form.setFieldValue(fields.template, texts.bangla)}
          >
            {t('customerSms.messages.bangla')}
          </Button>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconLanguage size={14} />}
            disabled={template === texts.english}
            onClick={() => form.setFieldValue(fields.template, texts.english)}
          >
            {t('customerSms.messages.english')}
          </Button>
        </Group>
      </Group>
      <Paper id={previewId} bg="var(--mantine-color-default-hover)" radius="md" p="sm">
        <Text size="xs" c="dimmed" mb={4}>
          {t('customerSms.messages.preview')}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {preview.text}
        </Text>
      </Paper>
    </Stack>
  );
}
