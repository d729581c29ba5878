import type { DeliveryRecord } from '@chalan/core/delivery-record/replies';
import { Divider, Group, List, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTexts } from '../../../../i18n/use-texts.ts';
import { translateMessage } from '../../../../lib/messages.ts';
import { useFormat } from '../../../../lib/use-format.ts';

function Figures({ figures }: { figures: [label: string, value: number, color?: string][] }) {
  const format = useFormat();
  return (
    <SimpleGrid cols={figures.length} spacing={4}>
      {figures.map(([label, value, color]) => (
        <div key={label}>
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <Text size="sm" fw={700} c={color}>
            {format.number(value)}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

/** The popover of the fraud check: why the customer is rated so, our own figures and the courier's. */
export function DeliveryRecordDetails({ record }: { record: DeliveryRecord }) {
  const t = useTexts();
  const format = useFormat();
  const { own, courier } = record;
  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        {t('deliveryRecord.title')}: {t(`deliveryRecord.risk.${record.risk}`)}
      </Text>
      {record.reasons.length > 0 ? (
        <List size="sm" spacing={2} aria-label={t('deliveryRecord.reasons')}>
          {record.reasons.map((reason) => (
            <List.Item key={reason.key + JSON.stringify(reason.params ?? {})}>
              {translateMessage(reason.key, reason.message, reason.params)}
            </List.Item>
          ))}
        </List>
      ) : null}
      <Divider />
      <Text size="xs" fw={600} tt="uppercase" c="dimmed">
        {t('deliveryRecord.own')}
      </Text>
      <Figures
        figures={[
          [t('deliveryRecord.orders'), own.total],
          [t('deliveryRecord.delivered'), own.delivered, own.delivered > 0 ? 'green' : undefined],
          [t('deliveryRecord.returned'), own.returned, own.returned > 0 ? 'orange' : undefined],
          [t('deliveryRecord.cancelled'), own.cancelled],
        ]}
      />
      <Divider />
      {courier ? (
        <>
          <Group justify="space-between" gap="xs">
            <Text size="xs" fw={600} tt="uppercase" c="dimmed">
              {t('deliveryRecord.atCourier', { courier: courier.name })}
            </Text>
            <Text size="xs" c="dimmed">
              {t('deliveryRecord.checkedAt', { at: format.dateTime(courier.checkedAt) })}
            </Text>
          </Group>
          <Figures
            figures={[
              [t('deliveryRecord.parcels'), courier.totalParcels],
              [t('deliveryRecord.delivered'), courier.delivered, courier.delivered > 0 ? 'green' : undefined],
              [
                t('deliveryRecord.cancelled'),
                courier.cancelled,
                courier.cancelled > 0 ? 'orange' : undefined,
              ],
              [
                t('deliveryRecord.fraudReports'),
                courier.fraudReports,
                courier.fraudReports > 0 ? 'red' : undefined,
              ],
            ]}
          />
        </>
      ) : (
        <Text size="xs" c="dimmed">
          {t('deliveryRecord.noCourier')}
        </Text>
      )}
    </Stack>
  );
}
