import { Button, Group } from '@mantine/core';
import { useTexts } from '../i18n/use-texts.ts';

/** The foot of every form modal: Cancel, and Save (spinning while it saves). */
export function FormActions({
  onCancel,
  saving,
  saveLabel,
}: {
  onCancel: () => void;
  saving: boolean;
  saveLabel?: string;
}) {
  const t = useTexts();
  return (
    <Group justify="flex-end" mt="sm">
      <Button variant="default" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" loading={saving}>
        {saveLabel ?? t('common.save')}
      </Button>
    </Group>
  );
}
