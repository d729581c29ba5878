import type { OrderImportPreview } from '@chalan/core/order-import/replies';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import { IconAlertTriangle, IconDownload, IconFileImport, IconInfoCircle } from '@tabler/icons-react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { downloadErrorReport } from '../api.ts';
import { errorMessage, PreviewOrdersTable, RowErrorsTable } from './import-tables.tsx';

function Figure({ label, value, color }: { label: string; value: string; color?: string }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700} c={color}>
        {value}
      </Text>
    </Paper>
  );
}

/** What the file holds: the counts and sums, the orders to write, each row's errors, and Import. */
export function ImportCheckView({
  check,
  onImport,
  importing,
}: {
  check: OrderImportPreview;
  onImport: () => void;
  importing: boolean;
}) {
  const t = useTexts();
  const format = useFormat();
  const count = format.number;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 5 }}>
        <Figure label={t('orderImport.summary.rows')} value={count(check.rows)} />
        <Figure label={t('orderImport.summary.ready')} value={count(check.valid)} color="teal" />
        <Figure
          label={t('orderImport.summary.withErrors')}
          value={count(check.invalid)}
          color={check.invalid ? 'red' : undefined}
        />
        <Figure label={t('orderImport.summary.bill')} value={format.money(check.totals.bill)} />
        <Figure label={t('orderImport.summary.cod')} value={format.money(check.totals.payable)} />
      </SimpleGrid>
      {check.ignoredColumns.length > 0 ? (
        <Alert color="yellow" icon={<IconInfoCircle />}>
          {t('orderImport.summary.ignored', { columns: check.ignoredColumns.join(', ') })}
        </Alert>
      ) : null}
      <Group gap="sm">
        <Button
          leftSection={<IconFileImport size={16} />}
          onClick={onImport}
          loading={importing}
          disabled={check.valid === 0}
        >
          {t('orderImport.actions.import', { count: check.valid })}
        </Button>
        {check.invalid > 0 ? (
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            onClick={() => downloadErrorReport(check, errorMessage)}
          >
            {t('orderImport.actions.downloadErrors')}
          </Button>
        ) : null}
      </Group>
      {check.invalid > 0 ? (
        <Alert color={check.valid ? 'yellow' : 'red'} icon={<IconAlertTriangle />}>
          {check.valid
            ? t('orderImport.actions.someLeftOut', { count: check.invalid })
            : t('orderImport.actions.nothingToImport')}
        </Alert>
      ) : null}
      <Tabs defaultValue={check.valid === 0 && check.invalid > 0 ? 'errors' : 'orders'} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="orders">{t('orderImport.tabs.orders', { count: check.valid })}</Tabs.Tab>
          <Tabs.Tab value="errors" color="red">
            {t('orderImport.tabs.errors', { count: check.errors.length })}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="orders" pt="sm">
          <PreviewOrdersTable orders={check.orders} total={check.valid} />
        </Tabs.Panel>
        <Tabs.Panel value="errors" pt="sm">
          <RowErrorsTable errors={check.errors} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
