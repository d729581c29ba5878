import { Alert, Button } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTexts } from '../i18n/use-texts.ts';
import { errorText } from '../lib/notify.ts';

/** A list or record that could not be loaded, with a way to ask again. */
export function QueryError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useTexts();
  return (
    <Alert color="red" icon={<IconAlertCircle />} title={errorText(error)}>
      <Button size="xs" variant="light" color="red" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Alert>
  );
}
