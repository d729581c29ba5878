/**
 * A small, believable sample of Pathao's cities, zones and areas (ids are the fake's own). Every zone
 * has three areas: `<zone id>01`..`<zone id>03`.
 */
const SAMPLE: { city_id: number; city_name: string; zones: [number, string, string[]][] }[] = [
  {
    city_id: 1,
    city_name: 'Dhaka',
    zones: [
      [1, 'Banani', ['Banani Road 11', 'Banani DOHS', 'Kakoli']],
      [2, 'Dhanmondi', ['Dhanmondi 27', 'Jigatola', 'Shankar']],
      [3, 'Gulshan', ['Gulshan 1', 'Gulshan 2', 'Niketon']],
      [4, 'Mirpur', ['Mirpur 1', 'Mirpur 10', 'Pallabi']],
      [5, 'Uttara', ['Uttara Sector 4', 'Uttara Sector 7', 'Azampur']],
    ],
  },
  {
    city_id: 2,
    city_name: 'Chattogram',
    zones: [
      [20, 'Agrabad', ['Agrabad C/A', 'Chowmuhani', 'Badamtali']],
      [21, 'Halishahar', ['Halishahar H Block', 'Boropole', 'Choto Pol']],
      [22, 'Panchlaish', ['Panchlaish R/A', 'Muradpur', 'Sholoshohor']],
    ],
  },
  {
    city_id: 3,
    city_name: 'Sylhet',
    zones: [
      [40, 'Zindabazar', ['Zindabazar', 'Bandar Bazar', 'Chowhatta']],
      [41, 'Ambarkhana', ['Ambarkhana', 'Subid Bazar', 'Shahi Eidgah']],
    ],
  },
  {
    city_id: 4,
    city_name: 'Rajshahi',
    zones: [
      [60, 'Boalia', ['Shaheb Bazar', 'Ghoramara', 'Kazla']],
      [61, 'Motihar', ['Binodpur', 'Talaimari', 'Kazla Gate']],
    ],
  },
];

export const PATHAO_DHAKA_CITY_ID = 1;

export function pathaoCities() {
  return SAMPLE.map(({ city_id, city_name }) => ({ city_id, city_name }));
}

export function pathaoZones(cityId: number) {
  const city = SAMPLE.find((c) => c.city_id === cityId);
  return (city?.zones ?? []).map(([zone_id, zone_name]) => ({ zone_id, zone_name }));
}

export function pathaoAreas(zoneId: number) {
  const zone = SAMPLE.flatMap((c) => c.zones).find(([id]) => id === zoneId);
  return (zone?.[2] ?? []).map((area_name, i) => ({
    area_id: zoneId * 100 + i + 1,
    area_name,
    home_delivery_available: true,
    pickup_available: true,
  }));
}

/** The city a zone belongs to, if the zone exists. */
export function cityOfZone(zoneId: number): number | undefined {
  return SAMPLE.find((c) => c.zones.some(([id]) => id === zoneId))?.city_id;
}
