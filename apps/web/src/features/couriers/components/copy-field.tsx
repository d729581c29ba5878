import { ActionIcon, Code, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useId } from 'react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { translateMessage } from '../../../lib/messages.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';

/** Copies the text and says so (spec: "Copied to clipboard"); without a clipboard, asks to copy by hand. */
export async function copyText(text: string): Promise<void> {
  try {
    if (!navigator.clipboard) throw new Error('no clipboard');
    await navigator.clipboard.writeText(text);
    notifySuccess(translateMessage('copiedToClipboard', 'Copied to clipboard'));
  } catch {
    notifyError(translateMessage('copyFailed', 'Could not copy'));
  }
}

/** A value to paste elsewhere: shown whole (selectable) with a copy button. */
export function CopyField({ label, value, hint }: { label: string; value: string; hint?: string }) {
  const t = useTexts();
  const labelId = useId();
  const copyLabel = t('couriers.webhook.copy', { label });
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={labelId}>
        {label}
      </Text>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Code
          aria-labelledby={labelId}
          style={{
            flex: 1,
            fontSize: 'var(--mantine-font-size-sm)',
            overflowWrap: 'anywhere',
            userSelect: 'all',
          }}
          px="sm"
          py={6}
        >
          {value}
        </Code>
        <Tooltip label={copyLabel}>
          <ActionIcon variant="light" size="lg" aria-label={copyLabel} onClick={() => void copyText(value)}>
            <IconCopy size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
      {hint ? (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      ) : null}
    </Stack>
  );
}
