import { MESSAGES } from '@chalan/core/messages';
import { describe, expect, it } from 'vitest';
import {
  type ChoiceSettingsValues,
  districtsLeft,
  settingsBody,
  settingsErrors,
  settingsFormValues,
  withoutBlankRows,
} from './courier-choice-settings-values.ts';

const COURIER = '2d8f9e3a-5f4c-4e7d-9a0b-3c4d5e6f7081';

const values = (districts: ChoiceSettingsValues['districts']): ChoiceSettingsValues => ({
  rule: 'by_district',
  districts,
});

describe('the courier choice settings form', () => {
  it('opens on the saved rule and rows, and sends them back as they were', () => {
    const saved = { rule: 'by_district' as const, districts: [{ district: 'Sylhet', courierId: COURIER }] };
    const form = settingsFormValues(saved);
    expect(form.districts[0]).toMatchObject({ district: 'Sylhet', courierId: COURIER });
    expect(settingsBody(form)).toEqual(saved);
  });

  it('drops rows left blank before saving, but keeps a half-filled one to say what it lacks', () => {
    const form = values([
      { key: 'a', district: null, courierId: null },
      { key: 'b', district: 'Sylhet', courierId: null },
    ]);
    const cleaned = withoutBlankRows(form);
    expect(cleaned.districts.map((d) => d.key)).toEqual(['b']);
    expect(settingsErrors(cleaned)).toEqual({ 'districts.0.courierId': MESSAGES.courierRequired });
  });

  it('names a missing district, and a district listed twice on its later row', () => {
    const form = values([
      { key: 'a', district: 'Sylhet', courierId: COURIER },
      { key: 'b', district: null, courierId: COURIER },
      { key: 'c', district: 'Sylhet', courierId: COURIER },
    ]);
    expect(settingsErrors(form)).toEqual({
      'districts.1.district': MESSAGES.districtRequired,
      'districts.2.district': 'This district is in the list already',
    });
  });

  it('offers each row the districts no other row has chosen', () => {
    const options = ['Dhaka', 'Sylhet', 'Khulna'].map((value) => ({ value, label: value }));
    const rows = values([
      { key: 'a', district: 'Sylhet', courierId: COURIER },
      { key: 'b', district: 'Dhaka', courierId: null },
    ]).districts;
    expect(districtsLeft(options, rows, 1).map((o) => o.value)).toEqual(['Dhaka', 'Khulna']);
    expect(districtsLeft(options, rows, 0).map((o) => o.value)).toEqual(['Sylhet', 'Khulna']);
  });
});
