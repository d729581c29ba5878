import { DISTRICTS } from '../locations/index.ts';
import { keySimilarity } from './similarity.ts';
import type { Confidence, Guess } from './types.ts';
import { type Token, wordKeys } from './words.ts';

/**
 * Other names of districts as customers write them: older English spellings, short forms, and ones the
 * phonetic key cannot bring close ("ctg", "B.Baria"). Misspellings near the name are left to the key.
 */
const DISTRICT_ALIASES: Record<string, string[]> = {
  Chattogram: ['chittagong', 'ctg', 'chottogram', 'chattagram', 'chitagong', 'chittagang', 'চিটাগাং'],
  Comilla: ['cumilla'],
  Barisal: ['barishal'],
  Bogura: ['bogra'],
  Jashore: ['jessore'],
  Coxsbazar: ["cox's bazar", 'coxbazar', 'cox bazar'],
  Brahmanbaria: ['b.baria', 'bbaria', 'b baria', 'brammonbaria', 'bramonbaria'],
  Lakshmipur: ['laxmipur', 'lokkhipur', 'lakshipur'],
  Jhalakathi: ['jhalokati', 'jhalokathi', 'jhalkathi'],
  Moulvibazar: ['maulvibazar', 'moulovibazar'],
  Netrokona: ['netrakona'],
  Kishoreganj: ['kishorgonj'],
  Chapainawabganj: ['chapai', 'chapai nawabganj', 'chapainababganj'],
  Dhaka: ['dhaka city', 'dhk'],
  Narsingdi: ['narsindi', 'norsingdi'],
};

interface Place {
  district: string;
  /** Null for the district itself. */
  thana: string | null;
  /** The name's words as keys, joined: compared with up to three words of the message joined. */
  key: string;
  words: number;
}

const joinKeys = (text: string) =>
  text
    .split(/[\s\-.]+/)
    .filter(Boolean)
    .map((w) => wordKeys(w)[0] ?? '')
    .join('');
const wordCount = (text: string) => text.split(/[\s\-.]+/).filter(Boolean).length;

const PLACES: Place[] = [];
for (const d of DISTRICTS) {
  const names = [d.district, d.district_bn, ...(DISTRICT_ALIASES[d.district] ?? [])];
  for (const name of names)
    PLACES.push({ district: d.district, thana: null, key: joinKeys(name), words: wordCount(name) });
  for (const t of d.thanas) {
    for (const name of [t.name, t.name_bn.trim()]) {
      PLACES.push({ district: d.district, thana: t.name, key: joinKeys(name), words: wordCount(name) });
    }
  }
}

/** How many districts have a thana of this name: "Mirpur" is in Dhaka and Kushtia. */
const THANA_HOMES = new Map<string, Set<string>>();
for (const p of PLACES) {
  if (!p.thana) continue;
  const homes = THANA_HOMES.get(p.thana) ?? new Set();
  homes.add(p.district);
  THANA_HOMES.set(p.thana, homes);
}

export interface PlaceMention extends Place {
  first: number;
  last: number;
  sim: number;
}

function similar(a: string, b: string): number {
  if (a === b) return 1;
  // A misspelling keeps the first letter and about the length: cheap to rule the rest out.
  if (a[0] !== b[0] || Math.abs(a.length - b.length) > Math.max(a.length, b.length) * 0.2) return 0;
  return keySimilarity(a, b);
}

/** Districts and thanas named in these words (one to three words each, joined), with how close. */
export function findPlaceMentions(words: readonly Token[]): PlaceMention[] {
  const found: PlaceMention[] = [];
  for (let first = 0; first < words.length; first++) {
    if (words[first]!.sep || !words[first]!.keys.length) continue;
    let joined = '';
    for (let last = first; last < Math.min(words.length, first + 3); last++) {
      const w = words[last]!;
      if (w.sep || !w.keys.length) break;
      joined += w.keys[0];
      for (const place of PLACES) {
        const sim = similar(place.key, joined);
        if (sim >= 0.8) found.push({ ...place, first, last, sim });
      }
    }
  }
  return found;
}

const SADAR = new Set(wordKeys('sadar').concat(wordKeys('সদর'), wordKeys('shodor')));

export interface PlaceGuess {
  district: Guess<string> | null;
  thana: Guess<string> | null;
  /** Token indexes of the words that named them, for the address. */
  used: number[];
}

const level = (sim: number, high: boolean): Confidence =>
  sim >= 0.999 && high ? 'high' : sim >= 0.85 ? 'medium' : 'low';

/** Below this a match is loose: "নাম্বারে" ("to the number") is 0.83 of Natore, "পাঠান" ("send") of Paltan. */
const LOOSE = 0.85;

/**
 * The district and thana that explain the message best. A named district counts more than one inferred
 * from a thana ("Kotwali, Chattogram" is Chattogram, even though our only Kotwali is Dhaka's); a thana
 * must be of the district; a thana named alone gives its district when only one district has it, or
 * when one of them is Dhaka (the common case: "Mirpur" is Dhaka's, not Kushtia's). A loose match is
 * used only in words the message labels as an address (`addressed`): elsewhere it is more often a
 * common word that sounds like a place than a misspelt place, so nothing is better than a wrong guess.
 */
export function guessPlace(
  words: readonly Token[],
  addressed: (index: number) => boolean = () => false,
): PlaceGuess {
  const mentions = findPlaceMentions(words).filter((m) => m.sim >= LOOSE || addressed(m.first));
  const districts = mentions.filter((m) => !m.thana);
  const thanas = mentions.filter((m) => m.thana);
  const sadarAt = words.findIndex((w) => w.keys.some((k) => SADAR.has(k)));
  let best: {
    score: number;
    district: PlaceMention | null;
    thana: PlaceMention | null;
    name: string;
  } | null = null;
  const consider = (
    score: number,
    district: PlaceMention | null,
    thana: PlaceMention | null,
    name: string,
  ) => {
    if (!best || score > best.score + 1e-9) best = { score, district, thana, name };
  };
  for (const d of districts) {
    // The first, best thana of the district named elsewhere than the district's own words.
    const inDistrict = thanas
      .filter((t) => t.district === d.district && !(t.first === d.first && t.last === d.last))
      .sort((a, b) => b.sim - a.sim || a.first - b.first);
    const t = inDistrict[0] ?? null;
    consider(1.5 * d.sim ** 4 + (t?.sim ?? 0) ** 4 + d.words * 0.01, d, t, d.district);
  }
  for (const t of thanas) {
    const homes = THANA_HOMES.get(t.thana!)!;
    if (homes.size > 1 && !(t.district === 'Dhaka' && homes.has('Dhaka'))) continue;
    consider(t.sim ** 4, null, t, t.district);
  }
  if (!best) return { district: null, thana: null, used: [] };
  const { district, thana, name } = best as {
    district: PlaceMention | null;
    thana: PlaceMention | null;
    name: string;
  };
  const used: number[] = [];
  for (const m of [district, thana]) if (m) for (let i = m.first; i <= m.last; i++) used.push(i);
  const districtGuess: Guess<string> = district
    ? { value: name, confidence: level(district.sim, true) }
    : {
        value: name,
        confidence: THANA_HOMES.get(thana!.thana!)!.size > 1 || thana!.sim < LOOSE ? 'low' : 'medium',
      };
  let thanaGuess: Guess<string> | null = thana
    ? { value: thana.thana!, confidence: level(thana.sim, !!district) }
    : null;
  if (!thanaGuess && sadarAt >= 0) {
    // "Sadar, Chandpur" / "ফেনী সদর": the district's Sadar upazila.
    const sadar = DISTRICTS.find((d) => d.district === name)?.thanas.find((t) => / Sadar$/.test(t.name));
    if (sadar) {
      thanaGuess = { value: sadar.name, confidence: 'medium' };
      used.push(sadarAt);
    }
  }
  return { district: districtGuess, thana: thanaGuess, used };
}
