import type { OrderListItem } from '@chalan/core/orders/replies';
import { Alert, Badge, Text } from '@mantine/core';
import { IconAlertTriangle, IconTruckReturn } from '@tabler/icons-react';
import { useTexts } from '../../../../i18n/use-texts.ts';
import { useFormat } from '../../../../lib/use-format.ts';

type CourierCancel = NonNullable<OrderListItem['courierCancel']>;

const COLOUR = { manual: 'orange', requested: 'blue' } as const;

/** A list row's mark of a cancel the courier has not confirmed: to do in its panel, or requested. */
export function CourierCancelBadge({ cancel }: { cancel: CourierCancel }) {
  const t = useTexts();
  return (
    <Badge
      color={COLOUR[cancel.state]}
      variant={cancel.state === 'manual' ? 'filled' : 'light'}
      size="sm"
      radius="sm"
      tt="none"
      // The status column is narrow: the courier's name wraps instead of being cut.
      styles={{
        root: { height: 'auto', maxWidth: '100%', paddingBlock: 2 },
        label: { whiteSpace: 'normal', textAlign: 'left' },
      }}
    >
      {t(`courierCancel.badge.${cancel.state}`, { courier: cancel.courier })}
    </Badge>
  );
}

/** The order view's explanation of a pending cancel: what to do, and when the mark goes. */
export function CourierCancelNotice({ cancel }: { cancel: CourierCancel }) {
  const t = useTexts();
  const format = useFormat();
  const values = { courier: cancel.courier, parcel: cancel.parcel };
  const manual = cancel.state === 'manual';
  return (
    <Alert
      color={COLOUR[cancel.state]}
      variant="light"
      icon={manual ? <IconAlertTriangle /> : <IconTruckReturn />}
      title={t(manual ? 'courierCancel.explain.manualTitle' : 'courierCancel.explain.requestedTitle', values)}
    >
      <Text size="sm">{t(`courierCancel.explain.${cancel.state}`, values)}</Text>
      <Text size="xs" c="dimmed" mt={4}>
        {t('courierCancel.explain.since', { at: format.dateTime(cancel.requestedAt) })}
      </Text>
    </Alert>
  );
}
