import { Text } from '@mantine/core';
import { useTexts } from '../../../../i18n/use-texts.ts';

/** "N selected" above a list, read out as it changes; nothing while none is selected. */
export function SelectedCount({ count }: { count: number }) {
  const t = useTexts();
  if (count === 0) return null;
  return (
    <Text size="sm" c="dimmed" aria-live="polite">
      {t('orderLists.selectedCount', { count })}
    </Text>
  );
}
