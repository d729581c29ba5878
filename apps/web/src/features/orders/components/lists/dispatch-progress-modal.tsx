import type { BatchProgress } from '@chalan/core/dispatch/replies';
import { Alert, Button, Group, Loader, Modal, Progress, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTexts } from '../../../../i18n/use-texts.ts';
import { translateMessage } from '../../../../lib/messages.ts';
import { notifyError, notifySuccess } from '../../../../lib/notify.ts';
import { useFormat } from '../../../../lib/use-format.ts';
import { useBatchProgress } from '../../api/dispatch.ts';
import type { RunningBatch } from './dispatch-actions.ts';
import { PrintSentLabels } from './print-sent-labels.tsx';

const share = (part: number, total: number) => (total === 0 ? 0 : (part * 100) / total);

function Figure({ label, value, color }: { label: string; value: number; color?: string }) {
  const format = useFormat();
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700} c={color}>
        {format.number(value)}
      </Text>
    </div>
  );
}

/** The orders the couriers did not take, with their reasons; they stay in the list to be sent again. */
function Failures({ progress }: { progress: BatchProgress }) {
  const t = useTexts();
  if (progress.failures.length === 0) return null;
  return (
    <Stack gap="xs">
      <Text fw={600}>{t('dispatch.failuresTitle')}</Text>
      <Text size="sm" c="dimmed">
        {t('dispatch.failuresHint')}
      </Text>
      <Table.ScrollContainer minWidth={360} mah={280}>
        <Table striped withTableBorder aria-label={t('dispatch.failuresTitle')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('dispatch.orderId')}</Table.Th>
              <Table.Th>{t('dispatch.reason')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {progress.failures.map((failure) => (
              <Table.Tr key={failure.orderId}>
                <Table.Td ff="monospace" fw={600}>
                  {failure.code}
                </Table.Td>
                <Table.Td>
                  {translateMessage(failure.reason.key, failure.reason.message, failure.reason.params)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

/**
 * A bulk send's progress, asked for every second: a bar, the counts, then the orders that failed with
 * the courier's reasons. Closing it does not stop the send; when it ends unseen, a toast says how it went.
 */
export function DispatchProgressModal({
  batch,
  opened,
  onClose,
}: {
  batch: RunningBatch | null;
  opened: boolean;
  onClose: () => void;
}) {
  const t = useTexts();
  const query = useBatchProgress(batch?.progress ?? null, (done) => {
    if (opened) return;
    const text = t('dispatch.finished', { sent: done.sent, total: done.total });
    if (done.failed > 0) notifyError(`${text} ${t('dispatch.failedCount', { count: done.failed })}`);
    else notifySuccess(text);
  });
  const progress = query.data;
  if (!batch || !progress) return null;
  const { total, sent, failed, queued, finished } = progress;
  return (
    <Modal opened={opened} onClose={onClose} title={t('dispatch.progressTitle')} size="lg" centered>
      <Stack gap="md">
        <Text size="sm">{batch.message}</Text>
        <Progress.Root size="xl" aria-label={t('dispatch.progressLabel')}>
          <Progress.Section value={share(sent, total)} color="teal" />
          <Progress.Section value={share(failed, total)} color="red" />
        </Progress.Root>
        <SimpleGrid cols={4} spacing="sm">
          <Figure label={t('dispatch.total')} value={total} />
          <Figure label={t('dispatch.sent')} value={sent} color="teal" />
          <Figure label={t('dispatch.failed')} value={failed} color={failed > 0 ? 'red' : undefined} />
          <Figure label={t('dispatch.queued')} value={queued} />
        </SimpleGrid>
        {finished ? (
          <Alert
            role="status"
            color={failed > 0 ? 'orange' : 'teal'}
            icon={failed > 0 ? <IconAlertTriangle /> : <IconCircleCheck />}
            title={t('dispatch.finished', { sent, total })}
          />
        ) : (
          <Group gap="xs" role="status">
            <Loader size="xs" />
            <Text size="sm" c="dimmed">
              {t('dispatch.running')}
            </Text>
          </Group>
        )}
        <Failures progress={progress} />
        <Group justify="flex-end" gap="xs">
          <PrintSentLabels orderIds={progress.sentOrderIds} />
          <Button variant="default" onClick={onClose}>
            {t('common.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
