import { HOLD_KINDS } from '@chalan/core/hold-desk/kinds';
import { Badge, Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconPhoneCall } from '@tabler/icons-react';
import { Link } from 'wouter';
import { useTexts } from '../../../i18n/use-texts.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useHoldDeskSummary } from '../../hold-desk/api.ts';
import { KIND_COLORS } from '../../hold-desk/kind-colors.ts';

/** The Overview's hold desk card: how many parcels wait for a call, per kind, and the money on them. */
export function HoldDeskCard() {
  const t = useTexts();
  const format = useFormat();
  const { data } = useHoldDeskSummary();
  const title = t('holdDeskCard.title');
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text component="h2" fw={700} fz="lg">
            {title}
          </Text>
          <IconPhoneCall size={22} aria-hidden />
        </Group>
        {data ? (
          <>
            <Text fz={22} fw={700} lh={1.3}>
              {data.total === 0 ? t('holdDeskCard.none') : t('holdDeskCard.parcels', { count: data.total })}
            </Text>
            {data.total > 0 ? (
              <>
                <Text c="dimmed">
                  {t('holdDeskCard.atRisk', { amount: format.money(data.atRiskPoisha) })}
                </Text>
                <Group gap={6}>
                  {HOLD_KINDS.filter((k) => data.byKind[k] > 0).map((k) => (
                    <Badge key={k} color={KIND_COLORS[k]} variant="light">
                      {t('holdDesk.kindCount', {
                        kind: t(`holdDesk.kinds.${k}`),
                        total: format.number(data.byKind[k]),
                      })}
                    </Badge>
                  ))}
                </Group>
              </>
            ) : null}
          </>
        ) : (
          <Skeleton h={56} />
        )}
        <Group>
          <Button component={Link} to="/inventory/hold-desk" variant="light" size="sm">
            {t('holdDeskCard.open')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
