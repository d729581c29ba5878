import type { CourierParcel, ParcelEvent } from '@chalan/core/parcels/replies';
import { Group, Modal, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { QueryError } from '../../../../components/query-error.tsx';
import { useTexts } from '../../../../i18n/use-texts.ts';
import { useFormat } from '../../../../lib/use-format.ts';
import { useParcelEvents } from '../../api/parcels.ts';
import { DeliveryStatusBadge } from './delivery-status-badge.tsx';

function EventsTable({ events }: { events: ParcelEvent[] }) {
  const t = useTexts();
  const format = useFormat();
  if (events.length === 0) return <Text c="dimmed">{t('courierOrders.history.empty')}</Text>;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped withTableBorder verticalSpacing="xs" aria-label={t('courierOrders.history.events')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('courierOrders.history.time')}</Table.Th>
            <Table.Th>{t('courierOrders.history.status')}</Table.Th>
            <Table.Th>{t('courierOrders.history.raw')}</Table.Th>
            <Table.Th>{t('courierOrders.history.message')}</Table.Th>
            <Table.Th>{t('courierOrders.history.source')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {events.map((event, i) => (
            // Events have no id of their own; newest first and never reordered.
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list
            <Table.Tr key={i}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {format.dateTime(event.occurredAt ?? event.createdAt)}
              </Table.Td>
              <Table.Td>
                <DeliveryStatusBadge status={event.status} />
              </Table.Td>
              <Table.Td ff="monospace">{event.rawStatus ?? t('common.none')}</Table.Td>
              <Table.Td>{event.message ?? t('common.none')}</Table.Td>
              <Table.Td>
                {t(`courierOrders.sources.${event.source}`, { defaultValue: event.source })}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Every status the courier reported for a parcel (sent, checked, webhook, by hand), newest first. */
export function ParcelHistoryModal({
  row,
  opened,
  onClose,
}: {
  row: CourierParcel | null;
  opened: boolean;
  onClose: () => void;
}) {
  const t = useTexts();
  const format = useFormat();
  const phone = useMediaQuery('(max-width: 40em)');
  const events = useParcelEvents(opened ? (row?.parcel.id ?? null) : null);
  const none = t('common.none');
  let body: ReactNode;
  if (events.data) body = <EventsTable events={events.data} />;
  else if (events.error) body = <QueryError error={events.error} onRetry={() => void events.refetch()} />;
  else body = <Skeleton h={160} />;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('courierOrders.history.title', { code: row?.order.code ?? '' })}
      size="xl"
      fullScreen={phone}
    >
      <Stack gap="md">
        {row ? (
          <Group gap="lg">
            <Text size="sm">
              {t('courierOrders.consignmentId', { id: row.parcel.consignmentId ?? none })}
            </Text>
            <Text size="sm">
              {t('courierOrders.trackingCode', { code: row.parcel.trackingCode ?? none })}
            </Text>
            <Text size="sm" c="dimmed">
              {row.parcel.lastSyncedAt
                ? t('courierOrders.lastSynced', { at: format.dateTime(row.parcel.lastSyncedAt) })
                : t('courierOrders.notSynced')}
            </Text>
          </Group>
        ) : null}
        {body}
      </Stack>
    </Modal>
  );
}
