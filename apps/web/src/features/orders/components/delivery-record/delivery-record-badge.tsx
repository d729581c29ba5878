import type { DeliveryRisk } from '@chalan/core/customers/delivery-risk';
import { Badge, Group, Loader, Skeleton, Text } from '@mantine/core';
import { useInViewport } from '@mantine/hooks';
import { IconShieldCheck } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { DeferredPopover } from '../../../../components/deferred-popover.tsx';
import { useTexts } from '../../../../i18n/use-texts.ts';
import { type DeliveryRecordOf, useDeliveryRecord } from '../../api/delivery-record.ts';

// The reasons and figures load with the first popover opened: a list draws a badge per row.
const DeliveryRecordDetails = lazy(() =>
  import('./delivery-record-details.tsx').then((m) => ({ default: m.DeliveryRecordDetails })),
);

export const RISK_COLORS: Record<DeliveryRisk, string> = {
  safe: 'green',
  medium: 'yellow',
  high: 'red',
  new: 'gray',
};

/**
 * The fraud check: Safe / Medium / High / New customer from the customer's delivery record, its reasons
 * and figures in a popover. `compact` (list rows) asks only once the row is on screen.
 */
export function DeliveryRecordBadge({ of, compact = false }: { of: DeliveryRecordOf; compact?: boolean }) {
  const t = useTexts();
  const { ref, inViewport } = useInViewport<HTMLDivElement>();
  const [seen, setSeen] = useState(!compact);
  if (inViewport && !seen) setSeen(true);
  const record = useDeliveryRecord(of, seen);

  let content: ReactNode;
  if (record.data) {
    const { risk } = record.data;
    const label = compact ? t(`deliveryRecord.short.${risk}`) : t(`deliveryRecord.risk.${risk}`);
    content = (
      <DeferredPopover
        width={320}
        position="bottom-start"
        withArrow
        shadow="md"
        withinPortal
        target={(events) => (
          <Badge
            component="button"
            type="button"
            aria-label={t('deliveryRecord.open', { risk: t(`deliveryRecord.risk.${risk}`) })}
            color={RISK_COLORS[risk]}
            variant={risk === 'high' ? 'filled' : 'light'}
            size={compact ? 'xs' : 'md'}
            leftSection={compact ? null : <IconShieldCheck size={14} />}
            style={{ cursor: 'pointer', border: 0 }}
            {...events}
          >
            {label}
          </Badge>
        )}
      >
        {() => (
          <Suspense fallback={<Loader size="xs" />}>
            <DeliveryRecordDetails record={record.data} />
          </Suspense>
        )}
      </DeferredPopover>
    );
  } else if (record.isError) {
    // A row stays quiet; a screen about one customer says the check is missing.
    content = compact ? null : (
      <Text size="xs" c="dimmed">
        {t('deliveryRecord.failed')}
      </Text>
    );
  } else if (compact) {
    content = <Skeleton h={16} w={48} />;
  } else {
    content = (
      <Group gap={6}>
        <Loader size="xs" />
        <Text size="xs" c="dimmed">
          {t('deliveryRecord.loading')}
        </Text>
      </Group>
    );
  }
  return (
    <div ref={ref} style={{ display: 'inline-block' }}>
      {content}
    </div>
  );
}
