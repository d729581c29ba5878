import type { Language } from '../preferences.ts';
import { DISTRICTS, type District, STORE_DISTRICTS } from './index.ts';

/** A picker's option: the English name is the value (couriers need it), the label is what the user reads. */
export interface PlaceOption {
  value: string;
  label: string;
}

const DISTRICT_BY_NAME = new Map<string, District>(DISTRICTS.map((d) => [d.district, d]));

/**
 * A place as a picker shows it: the English name, or in Bangla mode the Bangla name with the English in
 * brackets ("ঢাকা (Dhaka)"), so typing either finds it. A place without a Bangla name stays English.
 */
export function placeLabel(english: string, bangla: string | null | undefined, language: Language): string {
  return language === 'bn' && bangla ? `${bangla} (${english})` : english;
}

/** A district of the list by its English name ("Dhaka" -> "ঢাকা (Dhaka)" in Bangla mode). */
export function districtLabel(district: string, language: Language): string {
  const found = DISTRICT_BY_NAME.get(district);
  return placeLabel(district, found?.district_bn, language);
}

/** A thana of a district; the district is needed, one English name has two Bangla ones in places. */
export function thanaLabel(district: string, thana: string, language: Language): string {
  const found = DISTRICT_BY_NAME.get(district)?.thanas.find((t) => t.name === thana);
  return placeLabel(thana, found?.name_bn, language);
}

/** One of the store form's eight district labels ("Chittagong"), in the Bangla of the district it names. */
export function storeDistrictLabel(label: string, language: Language): string {
  const option = STORE_DISTRICTS.find((d) => d.label === label);
  return placeLabel(label, option && DISTRICT_BY_NAME.get(option.district)?.district_bn, language);
}

const collators = { en: new Intl.Collator('en'), bn: new Intl.Collator('bn') };

/** Options in the order of their labels in the user's language (Bangla names sorted as Bangla). */
const sorted = (options: PlaceOption[], language: Language) =>
  options.sort((a, b) => collators[language].compare(a.label, b.label));

export function districtOptions(language: Language): PlaceOption[] {
  return sorted(
    [...DISTRICT_BY_NAME.keys()].map((d) => ({ value: d, label: districtLabel(d, language) })),
    language,
  );
}

/** The thanas of a district (none for an unknown or empty one). */
export function thanaOptions(district: string | null | undefined, language: Language): PlaceOption[] {
  const thanas = (district && DISTRICT_BY_NAME.get(district)?.thanas) || [];
  return sorted(
    thanas.map((t) => ({ value: t.name, label: placeLabel(t.name, t.name_bn, language) })),
    language,
  );
}

/** The store form's eight districts in the spec's order; the value is the label the store keeps. */
export function storeDistrictOptions(language: Language): PlaceOption[] {
  return STORE_DISTRICTS.map((d) => ({ value: d.label, label: storeDistrictLabel(d.label, language) }));
}

/** The areas (thanas) a store in one of the eight districts may name; none for an unknown label. */
export function storeAreaOptions(label: string | null | undefined, language: Language): PlaceOption[] {
  return thanaOptions(STORE_DISTRICTS.find((d) => d.label === label)?.district, language);
}
