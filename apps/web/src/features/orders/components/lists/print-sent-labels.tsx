import { Button, Group } from '@mantine/core';
import { IconTag } from '@tabler/icons-react';
import { Link } from 'wouter';
import { useTexts } from '../../../../i18n/use-texts.ts';
import { labelsPath } from '../../api/read.ts';
import { labelParts } from './label-parts.ts';

/**
 * "Print labels" for the orders a bulk send has just booked, straight to their 4×6 labels; a send larger
 * than one page of labels gets a button per part ("Print labels 1–200", …).
 */
export function PrintSentLabels({ orderIds }: { orderIds: readonly string[] }) {
  const t = useTexts();
  const parts = labelParts(orderIds);
  if (parts.length === 0) return null;
  return (
    <Group gap="xs">
      {parts.map((part) => (
        <Button
          key={part.from}
          component={Link}
          to={labelsPath(part.ids)}
          leftSection={<IconTag size={16} />}
        >
          {parts.length === 1
            ? t('labels.printLabels')
            : t('labels.printLabelsRange', { from: part.from, to: part.to })}
        </Button>
      ))}
    </Group>
  );
}
