import { Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { QueryError } from '../../../components/query-error.tsx';
import { useTexts } from '../../../i18n/use-texts.ts';
import { BN_MONTHS, EN_MONTHS, type Format } from '../../../lib/format.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useSmsUsage } from '../api.ts';

/** "2026-03" as "March 2026" / "মার্চ ২০২৬". */
export function monthName(month: string, format: Pick<Format, 'style' | 'digits'>): string {
  const [year, number] = month.split('-');
  const names = format.style.language === 'bn' ? BN_MONTHS : EN_MONTHS;
  const name = names[Number(number) - 1];
  return name && year ? format.digits(`${name} ${year}`) : month;
}

/** What the gateway was asked to send, month by month (Dhaka's calendar): messages, SMS billed, failures. */
export function SmsUsageCard() {
  const t = useTexts();
  const format = useFormat();
  const usage = useSmsUsage();
  const months = usage.data?.months ?? [];
  let body: ReactNode;
  if (usage.error && !usage.data)
    body = <QueryError error={usage.error} onRetry={() => void usage.refetch()} />;
  else if (!usage.data) body = <Skeleton h={80} />;
  else if (months.length === 0)
    body = (
      <Text size="sm" c="dimmed">
        {t('customerSms.usage.empty')}
      </Text>
    );
  else
    body = (
      <>
        {/* A phone reads each month as a line: four columns of numbers do not fit 360 px. */}
        <Stack gap={0} hiddenFrom="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {months.map((row) => (
            <Group
              key={row.month}
              component="li"
              justify="space-between"
              align="flex-start"
              wrap="nowrap"
              py={6}
              style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
            >
              <Text size="sm" fw={500}>
                {monthName(row.month, format)}
              </Text>
              <Text size="sm" ta="right">
                {t('customerSms.usage.line', { count: row.messages, parts: row.parts })}
                {row.failed > 0 ? (
                  <Text span c="red" size="sm" display="block">
                    {t('customerSms.usage.failedLine', { failed: row.failed })}
                  </Text>
                ) : null}
              </Text>
            </Group>
          ))}
        </Stack>
        <Table visibleFrom="sm" striped verticalSpacing={6} maw={640} aria-labelledby="sms-usage-title">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('customerSms.usage.month')}</Table.Th>
              <Table.Th ta="right">{t('customerSms.usage.messages')}</Table.Th>
              <Table.Th ta="right">{t('customerSms.usage.parts')}</Table.Th>
              <Table.Th ta="right">{t('customerSms.usage.failed')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {months.map((row) => (
              <Table.Tr key={row.month}>
                <Table.Th scope="row" fw={500}>
                  {monthName(row.month, format)}
                </Table.Th>
                <Table.Td ta="right">{format.number(row.messages)}</Table.Td>
                <Table.Td ta="right">{format.number(row.parts)}</Table.Td>
                <Table.Td ta="right" c={row.failed > 0 ? 'red' : undefined}>
                  {format.number(row.failed)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </>
    );
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="sms-usage-title">
      <Title order={2} size="h4" id="sms-usage-title">
        {t('customerSms.usage.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('customerSms.usage.hint')}
      </Text>
      {body}
    </Paper>
  );
}
