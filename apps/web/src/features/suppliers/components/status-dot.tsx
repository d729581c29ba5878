import { Box, Group, Text } from '@mantine/core';
import { useTexts } from '../../../i18n/use-texts.ts';

/** The suppliers table's status: a coloured dot, named Active or Inactive for screen readers. */
export function StatusDot({ active }: { active: boolean }) {
  const t = useTexts();
  const label = active ? t('common.active') : t('common.inactive');
  return (
    <Group gap={6} wrap="nowrap">
      <Box
        role="img"
        aria-label={label}
        title={label}
        w={10}
        h={10}
        bg={active ? 'teal.6' : 'gray.5'}
        style={{ borderRadius: '50%', flexShrink: 0 }}
      />
      <Text size="sm" c="dimmed" visibleFrom="sm" aria-hidden>
        {label}
      </Text>
    </Group>
  );
}
