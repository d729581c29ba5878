import { Button } from '@mantine/core';
import { IconTag } from '@tabler/icons-react';
import { useLocation } from 'wouter';
import { useTexts } from '../../../../i18n/use-texts.ts';
import { labelsPath } from '../../api/read.ts';

/** "Print labels": the selected parcels' 4×6 courier labels; nothing to print with nothing selected. */
export function PrintLabelsButton({ orderIds }: { orderIds: readonly string[] }) {
  const t = useTexts();
  const [, navigate] = useLocation();
  return (
    <Button
      variant="default"
      leftSection={<IconTag size={16} />}
      disabled={orderIds.length === 0}
      onClick={() => navigate(labelsPath(orderIds))}
    >
      {t('labels.printLabels')}
    </Button>
  );
}
