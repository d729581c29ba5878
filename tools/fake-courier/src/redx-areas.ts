import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** A delivery area in GET /areas's shape, and the district it lies in (for `?district_name=`). */
export interface RedxArea {
  id: number;
  name: string;
  post_code: number;
  division_name: string;
  zone_id: number;
  district: string;
}

interface LocationsFile {
  districts: { district: string; division: string; thanas: { name: string }[] }[];
}

/**
 * Where the thana list is read from: FAKE_COURIER_LOCATIONS, else the shared data next to the repo
 * (../shared/data from the repo root), else the product's own copy in packages/core, which every clone has.
 */
export function locationsPath(env = process.env.FAKE_COURIER_LOCATIONS): string {
  if (env) return env;
  const candidates = [
    '../../../../shared/data/bd-locations.json',
    '../../../packages/core/src/locations/bd-locations.json',
  ].map((relative) => fileURLToPath(new URL(relative, import.meta.url)));
  return candidates.find((path) => existsSync(path)) ?? candidates[0]!;
}

const loaded = new Map<string, RedxArea[]>();

/**
 * One area per thana, in file order. Ids count from 1 in that order, zone_id is the district's place
 * (from 1), and post_code (the file has none) is the fake's own: 1000 + 100 × district place + thana
 * place, so all of them are stable across restarts.
 */
export function redxAreas(path = locationsPath()): RedxArea[] {
  const cached = loaded.get(path);
  if (cached) return cached;
  const file = JSON.parse(readFileSync(path, 'utf8')) as LocationsFile;
  const areas: RedxArea[] = [];
  file.districts.forEach((d, districtIndex) => {
    d.thanas.forEach((thana, thanaIndex) => {
      areas.push({
        id: areas.length + 1,
        name: thana.name,
        post_code: 1000 + 100 * districtIndex + thanaIndex,
        division_name: d.division,
        zone_id: districtIndex + 1,
        district: d.district,
      });
    });
  });
  loaded.set(path, areas);
  return areas;
}
