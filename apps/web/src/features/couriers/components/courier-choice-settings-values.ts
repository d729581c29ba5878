import type { CourierChoiceRule, CourierChoiceSettings } from '@chalan/core/couriers/choice';
import type { FormErrors } from '@mantine/form';
import { i18n } from '../../../i18n/index.ts';
import { messageText } from '../../../lib/messages.ts';

/** One row of the fixed couriers, as the form edits it (a new row is blank). */
export interface DistrictRow {
  /** React's key for the row, never sent. */
  key: string;
  district: string | null;
  courierId: string | null;
}

export interface ChoiceSettingsValues {
  rule: CourierChoiceRule;
  districts: DistrictRow[];
}

let rowCount = 0;
export const newRowKey = () => `row-${++rowCount}`;

export const blankRow = (): DistrictRow => ({ key: newRowKey(), district: null, courierId: null });

export function settingsFormValues(settings: CourierChoiceSettings): ChoiceSettingsValues {
  return {
    rule: settings.rule,
    districts: settings.districts.map((d) => ({ key: newRowKey(), ...d })),
  };
}

/** A row left blank is no row: Save drops it rather than stop on it. */
export function withoutBlankRows(values: ChoiceSettingsValues): ChoiceSettingsValues {
  return { ...values, districts: values.districts.filter((d) => d.district || d.courierId) };
}

/** The body of PUT /api/couriers/choice-settings (rows as they are; blank ones dropped first). */
export function settingsBody(values: ChoiceSettingsValues): CourierChoiceSettings {
  return {
    rule: values.rule,
    districts: values.districts.map((d) => ({ district: d.district ?? '', courierId: d.courierId ?? '' })),
  };
}

/** What a half-filled row lacks, and a district that is in the list twice (the later row). */
export function settingsErrors(values: ChoiceSettingsValues): FormErrors {
  const errors: FormErrors = {};
  const seen = new Set<string>();
  values.districts.forEach((row, i) => {
    if (!row.district) errors[`districts.${i}.district`] = messageText('districtRequired');
    else if (seen.has(row.district))
      errors[`districts.${i}.district`] = i18n.t('courierChoice.settings.twice');
    else seen.add(row.district);
    if (!row.courierId) errors[`districts.${i}.courierId`] = messageText('courierRequired');
  });
  return errors;
}

/** The districts a row may choose: any not chosen by another row (its own stays). */
export function districtsLeft<T extends { value: string }>(
  options: readonly T[],
  rows: readonly DistrictRow[],
  index: number,
): T[] {
  const taken = new Set(rows.filter((_, i) => i !== index).map((r) => r.district));
  return options.filter((o) => !taken.has(o.value));
}
