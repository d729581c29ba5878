import type { CourierOption } from '@chalan/core/couriers/choice';
import { findDistrict } from '@chalan/core/locations/index';
import { Anchor, Badge, Box, Group, Radio, Skeleton, Stack, Text } from '@mantine/core';
import { useTexts } from '../../../i18n/use-texts.ts';
import { problemText } from '../../../lib/messages.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { type CourierChoiceParams, useCourierChoice } from '../api.ts';
import { rateSummary, shownOptions } from './courier-choice-values.ts';

interface CourierChoiceProps {
  /** The district (and parcel) to show; nothing is shown while it is null. */
  params: CourierChoiceParams | null;
  /** The courier the form has now. */
  selectedId: string | null;
  /** A row was tapped: the same as choosing the courier in the select. */
  onChoose: (courierId: string) => void;
}

/**
 * Each active courier for the customer's district: its delivery rate on the seller's own parcels there,
 * its charge (the courier's price or the seller's rate card) and which one the seller's rule suggests.
 * A tap chooses it. Quiet while loading or failing: the form works without it.
 */
export function CourierChoice({ params, selectedId, onChoose }: CourierChoiceProps) {
  const t = useTexts();
  const { style } = useFormat();
  const { data, error, isPending, refetch } = useCourierChoice(params);
  if (!params) return null;
  const found = findDistrict(params.district);
  const district = style.language === 'bn' && found?.district_bn ? found.district_bn : params.district;
  const title = t('courierChoice.title', { district });

  if (error && !data)
    return (
      <Text size="xs" c="dimmed">
        {t('courierChoice.unavailable')}{' '}
        <Anchor component="button" type="button" size="xs" onClick={() => void refetch()}>
          {t('common.retry')}
        </Anchor>
      </Text>
    );
  if (isPending && !data)
    return (
      <Stack gap={6} aria-busy="true" aria-label={title}>
        <Skeleton height={14} width="40%" />
        <Skeleton height={52} radius="md" />
        <Skeleton height={52} radius="md" />
      </Stack>
    );
  if (!data || data.options.length === 0) return null;

  const reason = data.suggestedBy ? t(`courierChoice.reasons.${data.suggestedBy}`, { district }) : null;
  return (
    <Radio.Group
      value={selectedId ?? ''}
      onChange={(value) => value && onChoose(value)}
      label={title}
      size="sm"
    >
      <Stack gap={6} mt={4}>
        {shownOptions(data).map((option) => (
          <OptionCard
            key={option.courierId}
            option={option}
            district={district}
            suggestion={option.courierId === data.suggestedCourierId ? reason : null}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}

function OptionCard({
  option,
  district,
  suggestion,
}: {
  option: CourierOption;
  district: string;
  suggestion: string | null;
}) {
  const t = useTexts();
  const format = useFormat();
  const rate = rateSummary(option);
  const source =
    option.chargeSource === 'courier'
      ? t('courierChoice.fromCourier', { courier: t(`couriers.providers.${option.provider}`) })
      : t('courierChoice.fromRateCard');
  return (
    <Radio.Card value={option.courierId} radius="md" p="xs" withBorder>
      <Group wrap="nowrap" align="flex-start" gap="xs">
        <Radio.Indicator size="sm" mt={2} />
        <Box flex={1} miw={0}>
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {option.name}
          </Text>
          <Text size="xs" c="dimmed">
            {rate.kind === 'none'
              ? t('courierChoice.noParcels', { district })
              : t('courierChoice.rate', { rate: rate.rate, count: rate.parcels })}
            {rate.kind === 'rate' && rate.few ? (
              <Text span size="xs" c="orange.8">
                {' · '}
                {t('courierChoice.few')}
              </Text>
            ) : null}
          </Text>
          {option.chargeNote ? (
            <Text size="xs" c="orange.8">
              {problemText(option.chargeNote)}
            </Text>
          ) : null}
          {suggestion ? (
            <Badge
              mt={4}
              size="sm"
              variant="light"
              tt="none"
              h="auto"
              maw="100%"
              styles={{ label: { whiteSpace: 'normal', textAlign: 'left', paddingBlock: 2 } }}
            >
              {t('courierChoice.suggested', { reason: suggestion })}
            </Badge>
          ) : null}
        </Box>
        <Box ta="right" maw="40%">
          <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {format.money(option.chargePoisha)}
          </Text>
          <Text size="xs" c="dimmed">
            {source}
          </Text>
        </Box>
      </Group>
    </Radio.Card>
  );
}
