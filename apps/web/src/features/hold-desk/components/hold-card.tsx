import type { HoldDeskItem } from '@chalan/core/hold-desk/schemas';
import { Badge, Button, Card, Divider, Group, Stack, Text } from '@mantine/core';
import { IconPhone } from '@tabler/icons-react';
import { useLanguage, useTexts } from '../../../i18n/use-texts.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { KIND_COLORS } from '../kind-colors.ts';
import { HoldActions } from './hold-actions.tsx';
import { HoldNotes } from './hold-notes.tsx';

/** One parcel of the desk, phone first: the money at risk, who to call, what the courier says, notes, actions. */
export function HoldCard({ item, onResend }: { item: HoldDeskItem; onResend: () => void }) {
  const t = useTexts();
  const format = useFormat();
  const language = useLanguage();
  const words = language === 'bn' && item.messageBn ? item.messageBn : (item.message ?? item.messageBn);
  const place = [item.thana, item.district].filter(Boolean).join(', ');
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={item.code}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div style={{ minWidth: 0 }}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t('holdDesk.atRisk')}
            </Text>
            <Text fz={26} fw={700} lh={1.2}>
              {format.money(item.atRiskPoisha)}
            </Text>
            <Text size="xs" c="dimmed">
              {t('holdDesk.atRiskHint', {
                cod: format.money(item.payablePoisha),
                charge: format.money(item.chargePoisha),
              })}
            </Text>
          </div>
          <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
            <Badge color={KIND_COLORS[item.kind]} variant="filled">
              {t(`holdDesk.kinds.${item.kind}`)}
            </Badge>
            <Text size="xs" c="dimmed" ta="right">
              {item.daysWaited === 0
                ? t('holdDesk.waitedToday')
                : t('holdDesk.waited', { count: item.daysWaited })}
            </Text>
          </Stack>
        </Group>
        <div>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {item.customerName}
          </Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {[item.code, place].filter(Boolean).join(' · ')}
          </Text>
        </div>
        <Group gap="xs">
          <Badge variant="outline" color="gray">
            {item.courier.name}
          </Badge>
          <Text size="xs" c="dimmed">
            {item.parcel}
          </Text>
        </Group>
        {words ? (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            <Text span size="sm" c="dimmed">
              {t('holdDesk.courierSays', { courier: item.courier.name })}{' '}
            </Text>
            {words}
          </Text>
        ) : null}
        {item.customerWillTakeAt ? (
          <Text size="sm" fw={600}>
            {t('holdDesk.willTakeSince', { at: format.dateTime(item.customerWillTakeAt) })}
          </Text>
        ) : null}
        {item.returnAskedAt ? (
          <Text size="sm" fw={600}>
            {t('holdDesk.returnAskedSince', { at: format.dateTime(item.returnAskedAt) })}
          </Text>
        ) : null}
        <Button
          component="a"
          href={`tel:${item.phone}`}
          variant="light"
          leftSection={<IconPhone size={18} />}
          fullWidth
        >
          {t('holdDesk.call', { phone: item.phone })}
        </Button>
        <HoldActions item={item} onResend={onResend} />
        <Divider />
        <HoldNotes item={item} />
      </Stack>
    </Card>
  );
}
