import type { PayoutFlag, PayoutView } from '@chalan/core/transactions/replies';
import {
  Alert,
  Anchor,
  Badge,
  Group,
  Modal,
  Pagination,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { QueryError } from '../../../components/query-error.tsx';
import { useTexts } from '../../../i18n/use-texts.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { usePayouts } from '../api.ts';

/** Flagged parcels the server sends per payout at most (payouts-read.service MAX_FLAGGED). */
const MAX_FLAGGED = 100;

/** One flagged parcel as a phone shows it: a card, so nothing scrolls sideways. */
function FlaggedCards({
  payout,
  onOpenOrder,
}: {
  payout: PayoutView;
  onOpenOrder: (flag: PayoutFlag) => void;
}) {
  const t = useTexts();
  const format = useFormat();
  const none = t('common.none');
  const columns = 'transactions.payoutsModal.columns';
  return (
    <Stack gap={6} role="list" aria-label={t('transactions.payoutsModal.flagged', { id: payout.externalId })}>
      {payout.flagged.map((flag) => (
        <Paper key={flag.id} withBorder p="xs" radius="sm" role="listitem">
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <FlagOrder flag={flag} onOpenOrder={onOpenOrder} />
            <Text size="sm" c="red" fw={600}>
              {t(`transactions.payoutsModal.match.${flag.match}`)}
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            {t(`${columns}.consignment`)}: {flag.consignmentId ?? none}
          </Text>
          <Text size="sm">
            {t(`${columns}.expected`)}: {flag.expected === null ? none : format.money(flag.expected)} ·{' '}
            {t(`${columns}.paid`)}:{' '}
            <Text span c="red" fw={600}>
              {format.money(flag.paid)}
            </Text>
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}

/** The order a flagged parcel was matched to (a link that opens it), else the invoice the courier gave. */
function FlagOrder({ flag, onOpenOrder }: { flag: PayoutFlag; onOpenOrder: (flag: PayoutFlag) => void }) {
  const t = useTexts();
  if (!flag.order) return <Text ff="monospace">{flag.invoice ?? t('common.none')}</Text>;
  return (
    <Anchor component="button" type="button" size="sm" ff="monospace" onClick={() => onOpenOrder(flag)}>
      {flag.order.code}
    </Anchor>
  );
}

function FlaggedTable({
  payout,
  onOpenOrder,
}: {
  payout: PayoutView;
  onOpenOrder: (flag: PayoutFlag) => void;
}) {
  const t = useTexts();
  const format = useFormat();
  const none = t('common.none');
  return (
    <Table
      striped
      withTableBorder
      aria-label={t('transactions.payoutsModal.flagged', { id: payout.externalId })}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('transactions.payoutsModal.columns.order')}</Table.Th>
          <Table.Th>{t('transactions.payoutsModal.columns.consignment')}</Table.Th>
          <Table.Th ta="right">{t('transactions.payoutsModal.columns.expected')}</Table.Th>
          <Table.Th ta="right">{t('transactions.payoutsModal.columns.paid')}</Table.Th>
          <Table.Th>{t('transactions.payoutsModal.columns.match')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {payout.flagged.map((flag) => (
          <Table.Tr key={flag.id}>
            <Table.Td>
              <FlagOrder flag={flag} onOpenOrder={onOpenOrder} />
            </Table.Td>
            <Table.Td>{flag.consignmentId ?? none}</Table.Td>
            <Table.Td ta="right">{flag.expected === null ? none : format.money(flag.expected)}</Table.Td>
            <Table.Td ta="right" c="red" fw={600}>
              {format.money(flag.paid)}
            </Table.Td>
            <Table.Td>{t(`transactions.payoutsModal.match.${flag.match}`)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function PayoutCard({
  payout,
  phone,
  onOpenOrder,
}: {
  payout: PayoutView;
  phone: boolean;
  onOpenOrder: (flag: PayoutFlag) => void;
}) {
  const t = useTexts();
  const format = useFormat();
  const flaggedCount = payout.counts.differs + payout.counts.unmatched;
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      component="section"
      aria-label={t('transactions.payoutsModal.heading', {
        id: payout.externalId,
        courier: payout.courier.name,
      })}
    >
      <Group justify="space-between" align="flex-start" gap="xs" mb="xs">
        <div>
          <Text fw={600}>
            {t('transactions.payoutsModal.heading', { id: payout.externalId, courier: payout.courier.name })}
          </Text>
          <Text size="xs" c="dimmed">
            {[
              payout.paidAt &&
                t('transactions.payoutsModal.paidOn', {
                  date: format.date(payout.paidAt),
                }),
              t('transactions.payoutsModal.amount', { amount: format.money(payout.amount) }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </div>
        <Group gap={6}>
          <Badge color="teal" variant="light" tt="none">
            {t('transactions.payoutsModal.counts.matched', { count: payout.counts.matched })}
          </Badge>
          <Badge color={payout.counts.differs ? 'red' : 'gray'} variant="light" tt="none">
            {t('transactions.payoutsModal.counts.differs', { count: payout.counts.differs })}
          </Badge>
          <Badge color={payout.counts.unmatched ? 'orange' : 'gray'} variant="light" tt="none">
            {t('transactions.payoutsModal.counts.unmatched', { count: payout.counts.unmatched })}
          </Badge>
        </Group>
      </Group>
      {flaggedCount === 0 ? (
        <Group gap={6} c="teal">
          <IconCircleCheck size={16} />
          <Text size="sm">{t('transactions.payoutsModal.allMatched')}</Text>
        </Group>
      ) : (
        <>
          {phone ? (
            <FlaggedCards payout={payout} onOpenOrder={onOpenOrder} />
          ) : (
            <FlaggedTable payout={payout} onOpenOrder={onOpenOrder} />
          )}
          {flaggedCount > MAX_FLAGGED ? (
            <Text size="xs" c="dimmed" mt={4}>
              {t('transactions.payoutsModal.more', { count: MAX_FLAGGED })}
            </Text>
          ) : null}
        </>
      )}
    </Paper>
  );
}

/** The imported payouts, newest first: how their parcels matched, and the ones to check (expected vs paid). */
export function PayoutsModal({
  opened,
  onClose,
  onOpenOrder,
}: {
  opened: boolean;
  onClose: () => void;
  onOpenOrder: (order: { id: string; code: string }) => void;
}) {
  const t = useTexts();
  const phone = useMediaQuery('(max-width: 40em)');
  const [page, setPage] = useState(1);
  const payouts = usePayouts(page, opened);
  const data = payouts.data;

  let body: ReactNode;
  if (payouts.error && !data)
    body = <QueryError error={payouts.error} onRetry={() => void payouts.refetch()} />;
  else if (!data) body = <Skeleton h={240} />;
  else if (data.items.length === 0)
    body = (
      <Alert color="gray" icon={<IconInfoCircle />}>
        {data.couriers.length === 0
          ? t('transactions.payoutsModal.noCourier')
          : t('transactions.payoutsModal.empty')}
      </Alert>
    );
  else
    body = (
      <Stack gap="sm">
        {data.items.map((payout) => (
          <PayoutCard
            key={payout.id}
            payout={payout}
            phone={Boolean(phone)}
            onOpenOrder={(flag) => flag.order && onOpenOrder(flag.order)}
          />
        ))}
        {data.totalPages > 1 ? (
          <Pagination value={page} onChange={setPage} total={data.totalPages} size="sm" mx="auto" />
        ) : null}
      </Stack>
    );

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('transactions.payoutsModal.title')}
      size="xl"
      fullScreen={phone}
    >
      {body}
    </Modal>
  );
}
