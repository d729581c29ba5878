import type { ConnectionTest, Courier } from '@chalan/core/couriers/replies';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconPlugConnected } from '@tabler/icons-react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { translateMessage } from '../../../lib/messages.ts';
import { notifyApiError, notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useTestCourier } from '../api.ts';

const outcomeText = (result: ConnectionTest) => translateMessage(result.key, result.message, result.params);

/** Test connection from a row menu: the outcome as a toast. */
export function useConnectionTestToast() {
  const test = useTestCourier();
  return (courier: Courier) =>
    test.mutate(courier.id, {
      onSuccess: (result) => (result.ok ? notifySuccess : notifyError)(outcomeText(result)),
      onError: notifyApiError,
    });
}

/** Test connection inside the edit modal: the outcome stays on screen under the button. */
export function ConnectionTestPanel({ courier }: { courier: Courier }) {
  const t = useTexts();
  const test = useTestCourier();
  const result = test.data;
  return (
    <Stack gap="xs">
      <div>
        <Button
          variant="light"
          leftSection={<IconPlugConnected size={18} />}
          loading={test.isPending}
          onClick={() => test.mutate(courier.id, { onError: notifyApiError })}
        >
          {t('couriers.testConnection')}
        </Button>
        <Text size="xs" c="dimmed" mt={4}>
          {t('couriers.testStoredHint')}
        </Text>
      </div>
      {result && !test.isPending ? (
        <Alert
          role="status"
          color={result.ok ? 'teal' : 'red'}
          icon={result.ok ? <IconCircleCheck /> : <IconAlertTriangle />}
          title={result.ok ? t('couriers.connectionWorks') : t('couriers.connectionFailed')}
        >
          {outcomeText(result)}
        </Alert>
      ) : null}
    </Stack>
  );
}
