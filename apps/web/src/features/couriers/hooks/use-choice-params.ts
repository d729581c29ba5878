import { useDebouncedValue } from '@mantine/hooks';
import { useMemo } from 'react';
import type { CourierChoiceParams } from '../api.ts';
import { choiceParams } from '../components/courier-choice-values.ts';

/** Weight and COD change with every key typed: the charges are asked again once the typing pauses. */
const PARCEL_PAUSE_MS = 600;

/**
 * The courier choice's question for an order form: the district and thana at once (a new district is
 * a new list), the parcel's weight and COD after a pause. Null while the district is unknown.
 */
export function useChoiceParams(
  district: string | null | undefined,
  thana: string | null | undefined,
  weightGrams: number | undefined,
  codPoisha: number,
): CourierChoiceParams | null {
  const [parcel] = useDebouncedValue(`${weightGrams ?? ''}|${codPoisha}`, PARCEL_PAUSE_MS);
  return useMemo(() => {
    const [weight = '', cod = '0'] = parcel.split('|');
    return choiceParams(district, thana, weight ? Number(weight) : undefined, Number(cod));
  }, [district, thana, parcel]);
}
