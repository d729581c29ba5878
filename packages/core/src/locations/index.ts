import data from './bd-locations.json' with { type: 'json' };

export type District = (typeof data.districts)[number];

export const LOCATIONS_SOURCE: string = data.source;
export const DISTRICTS: readonly District[] = data.districts;
export const DISTRICT_NAMES: readonly string[] = DISTRICTS.map((d) => d.district);

export function findDistrict(name: string): District | undefined {
  const wanted = name.trim().toLowerCase();
  return DISTRICTS.find((d) => d.district.toLowerCase() === wanted || d.district_bn === name.trim());
}

export function thanasOf(district: string): string[] {
  return findDistrict(district)?.thanas.map((t) => t.name) ?? [];
}

export function isDhaka(district: string | null | undefined): boolean {
  return (district ?? '').trim().toLowerCase() === 'dhaka';
}

/** The eight district options of the store form (spec part 2 §9), with the district of our list each one names. */
export const STORE_DISTRICTS = [
  { label: 'Dhaka', district: 'Dhaka' },
  { label: 'Chittagong', district: 'Chattogram' },
  { label: 'Rajshahi', district: 'Rajshahi' },
  { label: 'Khulna', district: 'Khulna' },
  { label: 'Barishal', district: 'Barisal' },
  { label: 'Sylhet', district: 'Sylhet' },
  { label: 'Rangpur', district: 'Rangpur' },
  { label: 'Mymensingh', district: 'Mymensingh' },
] as const;
