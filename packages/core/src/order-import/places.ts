import { DISTRICTS, type District } from '../locations/index.ts';

/**
 * Districts and thanas as sellers write them in a spreadsheet: any case, with or without spaces and
 * apostrophes ("Cox's Bazar"), in Bangla, or under the older English spelling the list has since replaced.
 */

const placeKey = (text: string) => text.toLowerCase().replace(/[^a-z\u0980-\u09ff]/g, '');

const OLD_SPELLINGS: Record<string, string> = {
  chittagong: 'Chattogram',
  bogra: 'Bogura',
  jessore: 'Jashore',
  barishal: 'Barisal',
  cumilla: 'Comilla',
  jhalokati: 'Jhalakathi',
  jhalokathi: 'Jhalakathi',
  maulvibazar: 'Moulvibazar',
  netrakona: 'Netrokona',
  kishorganj: 'Kishoreganj',
  nawabganj: 'Chapainawabganj',
};

const DISTRICT_BY_KEY = new Map<string, District>();
for (const district of DISTRICTS) {
  DISTRICT_BY_KEY.set(placeKey(district.district), district);
  DISTRICT_BY_KEY.set(placeKey(district.district_bn), district);
}
for (const [old, current] of Object.entries(OLD_SPELLINGS)) {
  const district = DISTRICT_BY_KEY.get(placeKey(current));
  if (district) DISTRICT_BY_KEY.set(old, district);
}

/** The district as our list names it, or undefined. */
export function importDistrict(text: string): string | undefined {
  return DISTRICT_BY_KEY.get(placeKey(text))?.district;
}

/** The thana of `district` as our list names it (English or Bangla given), or undefined. */
export function importThana(district: string, text: string): string | undefined {
  const wanted = placeKey(text);
  const found = DISTRICTS.find((d) => d.district === district)?.thanas.find(
    (t) => placeKey(t.name) === wanted || placeKey(t.name_bn) === wanted,
  );
  return found?.name;
}
