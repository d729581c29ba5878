import { MARGIN_BAND_RANGES, type MarginBand } from '@chalan/core/loss-profit/profit';
import { Badge, Group, Text } from '@mantine/core';
import { useTexts } from '../../../i18n/use-texts.ts';
import { useFormat } from '../../../lib/use-format.ts';

/** Mantine colours of the spec's margin bands. */
export const BAND_COLOURS: Record<MarginBand, string> = {
  red: 'red',
  yellow: 'yellow',
  blue: 'blue',
  green: 'green',
};

/** A margin in its band's colour; a dash when there was no revenue to measure it by. */
export function MarginBadge({ marginBp, band }: { marginBp: number | null; band: MarginBand | null }) {
  const t = useTexts();
  const format = useFormat();
  if (marginBp === null) {
    return (
      <Text span size="sm" c={band ? BAND_COLOURS[band] : 'dimmed'}>
        {t('lossProfit.noMargin')}
      </Text>
    );
  }
  return (
    <Badge variant="light" color={band ? BAND_COLOURS[band] : 'gray'} radius="sm">
      {format.basisPoints(marginBp, true)}
    </Badge>
  );
}

/** The spec's note on the colour bands. */
export function MarginBandsNote() {
  const t = useTexts();
  return (
    <Group gap="xs" mb="md" component="section" aria-label={t('lossProfit.bands.title')}>
      <Text size="sm" c="dimmed">
        {t('lossProfit.bands.title')}
      </Text>
      {MARGIN_BAND_RANGES.map((range) => (
        <Badge key={range.band} variant="light" color={BAND_COLOURS[range.band]} radius="sm">
          {range.to === null
            ? t('lossProfit.bands.above', { band: t(`lossProfit.bands.${range.band}`), from: range.from - 1 })
            : t('lossProfit.bands.range', {
                band: t(`lossProfit.bands.${range.band}`),
                from: range.from,
                to: range.to,
              })}
        </Badge>
      ))}
      <Text size="sm" c="dimmed">
        {t('lossProfit.bands.loss')}
      </Text>
    </Group>
  );
}
