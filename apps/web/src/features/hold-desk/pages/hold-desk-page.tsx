import { HOLD_KINDS, type HoldKind } from '@chalan/core/hold-desk/kinds';
import type { HoldDeskItem } from '@chalan/core/hold-desk/schemas';
import { Group, Select, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconMoodSmile } from '@tabler/icons-react';
import { useState } from 'react';
import { PageTitle } from '../../../components/page-title.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { useTexts } from '../../../i18n/use-texts.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useHoldDesk } from '../api.ts';
import { HoldCard } from '../components/hold-card.tsx';
import { ResendModal } from '../components/resend-modal.tsx';

/**
 * The hold desk (issue 17, item 5): every parcel a courier holds, failed, delivered in part or is bringing
 * back, one card each, most money at risk first; filtered by kind and courier.
 */
export function HoldDeskPage() {
  const t = useTexts();
  const format = useFormat();
  const { data, error, refetch, isPending } = useHoldDesk();
  const [kind, setKind] = useState<HoldKind | null>(null);
  const [courierId, setCourierId] = useState<string | null>(null);
  const [resending, setResending] = useState<HoldDeskItem | null>(null);
  const items = data?.items ?? [];
  const shown = items.filter(
    (i) => (kind === null || i.kind === kind) && (courierId === null || i.courier.id === courierId),
  );
  const count = (k: HoldKind) => items.filter((i) => i.kind === k).length;
  const couriers = [...new Map(items.map((i) => [i.courier.id, i.courier.name])).entries()];
  return (
    <>
      <PageTitle title={t('pages.holdDesk')} />
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('holdDesk.intro')}
        </Text>
        {error && !data ? <QueryError error={error} onRetry={() => void refetch()} /> : null}
        {items.length > 0 ? (
          <Group grow wrap="wrap" gap="sm" align="flex-end">
            <Select
              label={t('holdDesk.kindFilter')}
              placeholder={t('holdDesk.anyKind')}
              clearable
              value={kind}
              onChange={(v) => setKind(v as HoldKind | null)}
              data={HOLD_KINDS.map((k) => ({
                value: k,
                label: t('holdDesk.kindCount', {
                  kind: t(`holdDesk.kinds.${k}`),
                  total: format.number(count(k)),
                }),
              }))}
              miw={150}
            />
            <Select
              label={t('holdDesk.courierFilter')}
              placeholder={t('holdDesk.anyCourier')}
              clearable
              value={courierId}
              onChange={setCourierId}
              data={couriers.map(([value, label]) => ({ value, label }))}
              miw={150}
            />
          </Group>
        ) : null}
        {isPending ? (
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <Skeleton h={320} radius="md" />
            <Skeleton h={320} radius="md" />
          </SimpleGrid>
        ) : null}
        {data && items.length === 0 ? (
          <Group gap="xs" c="dimmed" py="xl" justify="center" wrap="nowrap">
            <IconMoodSmile size={24} />
            <Text>{t('holdDesk.empty')}</Text>
          </Group>
        ) : null}
        {items.length > 0 && shown.length === 0 ? <Text c="dimmed">{t('holdDesk.noneFiltered')}</Text> : null}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {shown.map((item) => (
            <HoldCard key={item.parcelId} item={item} onResend={() => setResending(item)} />
          ))}
        </SimpleGrid>
      </Stack>
      <ResendModal item={resending} onClose={() => setResending(null)} />
    </>
  );
}
