import { COURIER_CHOICE_RULES, MIN_PARCELS_FOR_RATE } from '@chalan/core/couriers/choice';
import { findDistrict } from '@chalan/core/locations/index';
import {
  ActionIcon,
  Button,
  Group,
  Paper,
  Radio,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDeviceFloppy, IconPlus, IconTrash } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { QueryError } from '../../../components/query-error.tsx';
import { useTexts } from '../../../i18n/use-texts.ts';
import { reportFormError } from '../../../lib/form.ts';
import { notifyApiSuccess, notifyError } from '../../../lib/notify.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { usePlaceOptions } from '../../../lib/use-place-options.ts';
import { type Courier, useCourierChoiceSettings, useSaveCourierChoiceSettings } from '../api.ts';
import {
  blankRow,
  type ChoiceSettingsValues,
  districtsLeft,
  settingsBody,
  settingsErrors,
  settingsFormValues,
  withoutBlankRows,
} from './courier-choice-settings-values.ts';

/**
 * Courier choice (issue 17): the rule Start Order preselects a courier by, and for "a fixed courier per
 * district" the districts and their couriers. Only for those who may change couriers.
 */
export function CourierChoiceSettingsCard({ couriers }: { couriers: readonly Courier[] }) {
  const t = useTexts();
  const settings = useCourierChoiceSettings();
  const title = t('courierChoice.settings.title');
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title} mt="lg">
      <Title order={2} size="h5">
        {title}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('courierChoice.settings.intro')}
      </Text>
      {settings.error && !settings.data ? (
        <QueryError error={settings.error} onRetry={() => void settings.refetch()} />
      ) : settings.data ? (
        <SettingsForm initial={settingsFormValues(settings.data)} couriers={couriers} />
      ) : (
        <Stack gap="xs">
          <Skeleton height={18} width="60%" />
          <Skeleton height={18} width="50%" />
          <Skeleton height={18} width="55%" />
        </Stack>
      )}
    </Paper>
  );
}

function SettingsForm({
  initial,
  couriers,
}: {
  initial: ChoiceSettingsValues;
  couriers: readonly Courier[];
}) {
  const t = useTexts();
  const save = useSaveCourierChoiceSettings();
  const form = useForm<ChoiceSettingsValues>({ initialValues: initial });
  const { values } = form;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const cleaned = withoutBlankRows(values);
    form.setValues(cleaned);
    const errors = settingsErrors(cleaned);
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) {
      // The rows are where the problem is: show them even under another rule.
      if (cleaned.rule !== 'by_district') notifyError(Object.values(errors)[0] as string);
      return;
    }
    try {
      const reply = await save.mutateAsync(settingsBody(cleaned));
      notifyApiSuccess(reply);
      const saved = settingsFormValues(reply.settings);
      form.setValues(saved);
      form.resetDirty(saved);
    } catch (error) {
      reportFormError(form, error, notifyError);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Radio.Group label={t('courierChoice.settings.rule')} {...form.getInputProps('rule')}>
          <Stack gap="sm" mt={6}>
            {COURIER_CHOICE_RULES.map((rule) => (
              <Radio
                key={rule}
                value={rule}
                label={t(`courierChoice.settings.rules.${rule}`)}
                description={t(`courierChoice.settings.ruleHints.${rule}`, { min: MIN_PARCELS_FOR_RATE })}
              />
            ))}
          </Stack>
        </Radio.Group>
        {values.rule === 'by_district' ? <DistrictRows form={form} couriers={couriers} /> : null}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} leftSection={<IconDeviceFloppy size={18} />}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function DistrictRows({
  form,
  couriers,
}: {
  form: ReturnType<typeof useForm<ChoiceSettingsValues>>;
  couriers: readonly Courier[];
}) {
  const t = useTexts();
  const { style } = useFormat();
  const places = usePlaceOptions();
  const rows = form.values.districts;
  const courierOptions = (current: string | null) =>
    couriers.filter((c) => c.status || c.id === current).map((c) => ({ value: c.id, label: c.name }));
  const districtName = (name: string | null) => {
    const found = name ? findDistrict(name) : undefined;
    if (!found) return null;
    return style.language === 'bn' && found.district_bn ? found.district_bn : found.district;
  };
  return (
    <Stack gap="xs" role="group" aria-label={t('courierChoice.settings.districts')}>
      <Text size="sm" fw={500}>
        {t('courierChoice.settings.districts')}
      </Text>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('courierChoice.settings.none')}
        </Text>
      ) : null}
      {rows.map((row, index) => {
        const name = districtName(row.district);
        return (
          <Paper key={row.key} withBorder radius="md" p="xs">
            <Group wrap="nowrap" align="flex-start" gap="xs">
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing={6} flex={1} miw={0}>
                <Select
                  label={t('courierChoice.settings.district')}
                  placeholder={t('courierChoice.settings.districtPlaceholder')}
                  data={districtsLeft(places.districts, rows, index)}
                  searchable
                  allowDeselect={false}
                  {...form.getInputProps(`districts.${index}.district`)}
                />
                <Select
                  label={t('courierChoice.settings.courier')}
                  placeholder={t('courierChoice.settings.courierPlaceholder')}
                  data={courierOptions(row.courierId)}
                  allowDeselect={false}
                  nothingFoundMessage={t('messages.pleaseAddCourier')}
                  {...form.getInputProps(`districts.${index}.courierId`)}
                />
              </SimpleGrid>
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                mt={26}
                aria-label={
                  name
                    ? t('courierChoice.settings.remove', { district: name })
                    : t('courierChoice.settings.removeBlank')
                }
                onClick={() => form.removeListItem('districts', index)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
          </Paper>
        );
      })}
      {typeof form.errors.districts === 'string' ? (
        <Text size="xs" c="red">
          {form.errors.districts}
        </Text>
      ) : null}
      <Group>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={16} />}
          onClick={() => form.insertListItem('districts', blankRow())}
        >
          {t('courierChoice.settings.add')}
        </Button>
      </Group>
    </Stack>
  );
}
