import type { Merchant } from '@chalan/core/merchants/replies';
import { Box, Group, Switch, Text, Tooltip } from '@mantine/core';
import { useTexts } from '../../../i18n/use-texts.ts';
import { notifyApiError, notifyApiSuccess } from '../../../lib/notify.ts';
import { useSetMerchantStatus } from '../api.ts';

/** The spec's Verified dot: green when the merchant's Admin has signed in with a verified email. */
export function VerifiedDot({ verified }: { verified: boolean }) {
  const t = useTexts();
  const label = verified ? t('merchants.isVerified') : t('merchants.notVerified');
  return (
    <Tooltip label={label}>
      <Group gap={6} wrap="nowrap">
        <Box
          w={10}
          h={10}
          bg={verified ? 'teal.6' : 'gray.4'}
          style={{ borderRadius: '50%', flexShrink: 0 }}
          aria-hidden
        />
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {label}
        </Text>
      </Group>
    </Tooltip>
  );
}

/** Activates or disables a merchant; disabling signs out all of its users. Nobody switches off their own. */
export function MerchantStatusSwitch({ merchant, own }: { merchant: Merchant; own: boolean }) {
  const t = useTexts();
  const setStatus = useSetMerchantStatus();
  return (
    <Switch
      checked={merchant.status}
      onChange={(event) =>
        setStatus.mutate(
          { id: merchant.id, status: event.currentTarget.checked },
          { onSuccess: notifyApiSuccess, onError: notifyApiError },
        )
      }
      disabled={own || setStatus.isPending}
      aria-label={t('merchants.statusOf', { name: merchant.name })}
      label={merchant.status ? t('common.active') : t('common.inactive')}
    />
  );
}
