import { ActionIcon, Code, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { translateMessage } from '../../../lib/messages.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';

/** The id employees register with, and a copy button (spec: Copied to clipboard). */
export function MerchantId({ id }: { id: string }) {
  const t = useTexts();

  async function copy() {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(id);
      notifySuccess(translateMessage('copiedToClipboard', 'Copied to clipboard'));
    } catch {
      notifyError(translateMessage('copyFailed', 'Could not copy'));
    }
  }

  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id="merchant-id-label">
        {t('profile.merchantId')}
      </Text>
      <Group gap="xs" wrap="nowrap">
        <Code
          aria-labelledby="merchant-id-label"
          style={{ fontSize: 'var(--mantine-font-size-sm)', overflowWrap: 'anywhere', userSelect: 'all' }}
          px="sm"
          py={6}
        >
          {id}
        </Code>
        <Tooltip label={t('profile.copyId')}>
          <ActionIcon variant="light" size="lg" aria-label={t('profile.copyId')} onClick={() => void copy()}>
            <IconCopy size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
      <Text size="xs" c="dimmed">
        {t('profile.merchantIdHint')}
      </Text>
    </Stack>
  );
}
