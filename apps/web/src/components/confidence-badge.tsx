import type { Confidence } from '@chalan/core/chat-order/types';
import { Badge } from '@mantine/core';
import { useTexts } from '../i18n/use-texts.ts';

/** How sure a filled-in value is, in the colours of the fraud check: sure, check it, unsure. */
export const CONFIDENCE_COLORS: Record<Confidence, string> = { high: 'green', medium: 'yellow', low: 'red' };

export function ConfidenceBadge({ confidence }: { confidence: Confidence }) {
  const t = useTexts();
  return (
    <Badge
      component="span"
      size="sm"
      color={CONFIDENCE_COLORS[confidence]}
      variant={confidence === 'low' ? 'filled' : 'light'}
      style={{ flexShrink: 0, verticalAlign: 'middle' }}
    >
      {t(`chatOrder.confidence.${confidence}`)}
    </Badge>
  );
}
