import type { CourierRefresh } from '@chalan/core/parcels/replies';
import { Alert, CloseButton, Group, List, Progress, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTexts } from '../../../../i18n/use-texts.ts';
import { translateMessage } from '../../../../lib/messages.ts';

/** The parcels named at most; the rest are counted. */
const SHOWN = 10;

/**
 * A running Refresh's progress bar, and after it the parcels that could not be read with why (until
 * closed, or the next Refresh).
 */
export function RefreshProgress({ run }: { run: CourierRefresh | undefined }) {
  const t = useTexts();
  const [closed, setClosed] = useState<string | null>(null);
  if (!run?.startedAt) return null;
  const message = translateMessage(run.key, run.message, run.params);
  if (run.running) {
    return (
      <Stack gap={4}>
        <Text size="sm">{message}</Text>
        <Progress
          value={run.total ? (100 * run.checked) / run.total : 0}
          aria-label={t('courierOrders.refreshProgress')}
          animated
        />
      </Stack>
    );
  }
  if (!run.failures.length || closed === run.startedAt) return null;
  return (
    <Alert color="orange" title={message}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <List size="sm" spacing={2}>
          {run.failures.slice(0, SHOWN).map((f) => (
            <List.Item key={f.parcelId}>
              <Text span fw={600} size="sm">
                {f.code}
              </Text>
              {': '}
              {translateMessage(f.reason.key, f.reason.message, f.reason.params)}
            </List.Item>
          ))}
          {run.failures.length > SHOWN ? (
            <List.Item>{t('courierOrders.moreNotRead', { count: run.failures.length - SHOWN })}</List.Item>
          ) : null}
        </List>
        <CloseButton aria-label={t('common.close')} onClick={() => setClosed(run.startedAt)} />
      </Group>
    </Alert>
  );
}
