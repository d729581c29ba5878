import type { Courier } from '@chalan/core/couriers/replies';
import type { CourierWebhook } from '@chalan/core/parcels/replies';
import { Alert, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { QueryError } from '../../../components/query-error.tsx';
import { useTexts } from '../../../i18n/use-texts.ts';
import { useCourierWebhook } from '../api.ts';
import { CopyField } from './copy-field.tsx';

/** What to paste into the courier's panel, in the words that panel uses. */
function WebhookFields({ webhook }: { webhook: CourierWebhook }) {
  const t = useTexts();
  const { provider, url, secret, header } = webhook;
  if (provider === 'none' || !url)
    return (
      <Alert color="gray" icon={<IconInfoCircle />}>
        {t('couriers.webhook.none')}
      </Alert>
    );
  return (
    <Stack gap="md">
      <Text size="sm">{t(`couriers.webhook.intro.${provider}`)}</Text>
      <CopyField label={t('couriers.webhook.url')} value={url} />
      {secret && provider !== 'redx' ? (
        <CopyField label={t(`couriers.webhook.secret.${provider}`)} value={secret} />
      ) : null}
      {header ? (
        <CopyField
          label={t('couriers.webhook.header')}
          value={header}
          hint={t('couriers.webhook.headerHint')}
        />
      ) : null}
      <Text size="xs" c="dimmed">
        {t('couriers.webhook.keepPrivate')}
      </Text>
    </Stack>
  );
}

/** The courier's webhook: its callback URL and secret, so status changes arrive as they happen. */
export function WebhookModal({
  courier,
  opened,
  onClose,
}: {
  courier: Courier | null;
  opened: boolean;
  onClose: () => void;
}) {
  const t = useTexts();
  const webhook = useCourierWebhook(opened ? (courier?.id ?? null) : null);
  let body: ReactNode;
  if (webhook.data) body = <WebhookFields webhook={webhook.data} />;
  else if (webhook.error) body = <QueryError error={webhook.error} onRetry={() => void webhook.refetch()} />;
  else body = <Skeleton h={200} />;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('couriers.webhook.title', { name: courier?.name ?? '' })}
      size="lg"
      centered
    >
      {body}
    </Modal>
  );
}
