import {
  districtOptions,
  type PlaceOption,
  storeAreaOptions,
  storeDistrictOptions,
  thanaOptions,
} from '@chalan/core/locations/labels';
import { useMemo } from 'react';
import { useFormat } from './use-format.ts';

/**
 * The district and thana pickers' options in the user's language: the value stays the English name
 * (couriers need it), the label is "ঢাকা (Dhaka)" in Bangla mode, so typing either name finds it.
 */
export function usePlaceOptions() {
  const { language } = useFormat().style;
  return useMemo(
    () => ({
      districts: districtOptions(language),
      storeDistricts: storeDistrictOptions(language),
      storeAreasOf: (label: string | null | undefined): PlaceOption[] => storeAreaOptions(label, language),
      thanasOf: (district: string | null | undefined): PlaceOption[] => thanaOptions(district, language),
    }),
    [language],
  );
}
