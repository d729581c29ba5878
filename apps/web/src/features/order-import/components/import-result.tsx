import type { OrderImportResult } from '@chalan/core/order-import/replies';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconDownload,
  IconFileUpload,
  IconList,
} from '@tabler/icons-react';
import { Link } from 'wouter';
import { useTexts } from '../../../i18n/use-texts.ts';
import { translateMessage } from '../../../lib/messages.ts';
import { downloadErrorReport } from '../api.ts';
import { errorMessage } from './import-tables.tsx';

/** After the import: how many orders were saved, where they are, and the rows left out. */
export function ImportResult({ result, onAnother }: { result: OrderImportResult; onAnother: () => void }) {
  const t = useTexts();
  const imported = result.imported > 0;
  return (
    <Alert
      color={imported ? 'teal' : 'red'}
      icon={imported ? <IconCircleCheck /> : <IconAlertTriangle />}
      title={
        imported
          ? t('orderImport.result.title', { count: result.imported })
          : translateMessage(result.key, result.message, result.params)
      }
    >
      <Stack gap="sm">
        {imported ? (
          <Text size="sm">
            {t('orderImport.result.body')}{' '}
            {result.customersAdded > 0
              ? t('orderImport.result.customersAdded', { count: result.customersAdded })
              : null}
          </Text>
        ) : null}
        {result.invalid > 0 ? (
          <Text size="sm">{t('orderImport.result.leftOut', { count: result.invalid })}</Text>
        ) : null}
        <Group gap="sm">
          {imported ? (
            <Button
              component={Link}
              to="/inventory/orders-processing"
              size="xs"
              leftSection={<IconList size={14} />}
            >
              {t('orderImport.result.openProcessing')}
            </Button>
          ) : null}
          {result.invalid > 0 ? (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconDownload size={14} />}
              onClick={() => downloadErrorReport(result, errorMessage)}
            >
              {t('orderImport.actions.downloadErrors')}
            </Button>
          ) : null}
          <Button size="xs" variant="default" leftSection={<IconFileUpload size={14} />} onClick={onAnother}>
            {t('orderImport.result.importAnother')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
