import type { SmsState } from '@chalan/core/sms/schemas';
import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { Link } from 'wouter';
import { ListBody } from '../../../components/list-screen.tsx';
import type { ListColumn } from '../../../components/list-table/list-table.tsx';
import { phoneSummaryColumn, wideOnly } from '../../../components/phone-columns.ts';
import { useTexts, useTextsVersion } from '../../../i18n/use-texts.ts';
import { problemText } from '../../../lib/messages.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { type SmsMessage, useSmsMessages } from '../api.ts';

const STATE_COLOURS: Record<SmsState, string> = { queued: 'gray', sent: 'teal', failed: 'red' };

const searchPath = (code: string) => `/inventory/orders/all?search=${encodeURIComponent(code)}`;

function StateBadge({ message }: { message: SmsMessage }) {
  const t = useTexts();
  return (
    <Badge color={STATE_COLOURS[message.state]} variant="light" size="sm">
      {t(`customerSms.log.states.${message.state}`)}
    </Badge>
  );
}

function OrderLink({ message }: { message: SmsMessage }) {
  const t = useTexts();
  if (!message.order) return null;
  const { code } = message.order;
  return (
    <Anchor
      component={Link}
      to={searchPath(code)}
      size="sm"
      ff="monospace"
      fw={600}
      aria-label={t('customerSms.log.openOrder', { code })}
    >
      {code}
    </Anchor>
  );
}

/** The text as sent (or that it is written when sent), then the gateway's refusal. */
function MessageText({ message }: { message: SmsMessage }) {
  const t = useTexts();
  return (
    <div style={{ minWidth: 0, maxWidth: 480 }}>
      <Text size="sm" c={message.text === null ? 'dimmed' : undefined} style={{ overflowWrap: 'anywhere' }}>
        {message.text ?? t('customerSms.log.notWritten')}
      </Text>
      {message.text !== null ? (
        <Text size="xs" c="dimmed">
          {t('customerSms.log.parts', { parts: message.parts })}
        </Text>
      ) : null}
      {message.error ? (
        <Text size="xs" c="red" style={{ overflowWrap: 'anywhere' }}>
          {problemText(message.error)}
        </Text>
      ) : null}
    </div>
  );
}

/** The messages to customers, newest first: a card-like row each on a phone, a table from `sm` up. */
export function SmsLog() {
  const t = useTexts();
  const format = useFormat();
  const version = useTextsVersion();
  const list = useSmsMessages();
  const columns = useMemo((): ListColumn<SmsMessage>[] => {
    void version;
    const kind = (m: SmsMessage) => t(`customerSms.log.kinds.${m.kind}`);
    return [
      phoneSummaryColumn(t('customerSms.log.message'), (m) => (
        <Stack gap={4}>
          <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            <Text size="sm" fw={600}>
              {m.phone}
            </Text>
            <StateBadge message={m} />
          </Group>
          <Group gap="xs">
            <Text size="xs" c="dimmed">
              {format.dateTime(m.sentAt ?? m.createdAt)}
            </Text>
            <Text size="xs">{kind(m)}</Text>
            <OrderLink message={m} />
          </Group>
          <MessageText message={m} />
        </Stack>
      )),
      ...wideOnly<SmsMessage>([
        {
          accessor: 'createdAt',
          title: t('customerSms.log.time'),
          noWrap: true,
          render: (m) => format.dateTime(m.sentAt ?? m.createdAt),
        },
        { accessor: 'phone', title: t('customerSms.log.phone'), noWrap: true },
        {
          accessor: 'order',
          title: t('customerSms.log.order'),
          noWrap: true,
          render: (m) => <OrderLink message={m} />,
        },
        { accessor: 'kind', title: t('customerSms.log.kind'), noWrap: true, render: kind },
        {
          accessor: 'state',
          title: t('customerSms.log.state'),
          noWrap: true,
          width: 130,
          render: (m) => <StateBadge message={m} />,
        },
        { accessor: 'text', title: t('customerSms.log.text'), render: (m) => <MessageText message={m} /> },
      ]),
    ];
  }, [t, version, format]);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="sms-log-title">
      <Title order={2} size="h4" id="sms-log-title" mb="sm">
        {t('customerSms.log.title')}
      </Title>
      <ListBody
        list={list}
        columns={columns}
        emptyText={t('customerSms.log.empty')}
        noMatchText={t('customerSms.log.empty')}
      />
    </Paper>
  );
}
