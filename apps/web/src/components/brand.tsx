import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import { useTexts } from '../i18n/use-texts.ts';

/** The app's mark and name. */
export function Brand({ size = 'lg' }: { size?: 'md' | 'lg' | 'xl' }) {
  const t = useTexts();
  return (
    <Group gap={8} wrap="nowrap">
      <ThemeIcon size={size === 'xl' ? 40 : 32} radius="md" aria-hidden>
        <IconTruckDelivery size={size === 'xl' ? 24 : 20} />
      </ThemeIcon>
      <Text fw={800} fz={size} c="teal">
        {t('app.name')}
      </Text>
    </Group>
  );
}
