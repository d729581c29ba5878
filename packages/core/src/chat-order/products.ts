import { isNumberWord, isQuantityWord, readQuantity } from './quantities.ts';
import { keySimilarity } from './similarity.ts';
import type { CatalogueItem, Confidence } from './types.ts';
import { type Token, tokenize } from './words.ts';

interface IndexedProduct {
  item: CatalogueItem;
  /** Per word of the name, its keys (with and without a suffix); words with digits ("10000mAh") left out. */
  keys: string[][];
  weights: number[];
  /** Whether the word is in this product's name only. */
  distinct: boolean[];
}

/** Words shared by many products ("saree", "panjabi") weigh less than the one that tells them apart. */
export function indexCatalogue(catalogue: readonly CatalogueItem[]): IndexedProduct[] {
  const named = catalogue.map((item) => ({
    item,
    keys: tokenize(item.name)
      .filter((t) => !t.sep && t.keys.length && !/\d/.test(t.norm))
      .map((t) => t.keys),
  }));
  const df = new Map<string, number>();
  for (const p of named) for (const k of new Set(p.keys.map((v) => v[0]!))) df.set(k, (df.get(k) ?? 0) + 1);
  const n = Math.max(catalogue.length, 2);
  return named
    .filter((p) => p.keys.length)
    .map((p) => ({
      ...p,
      weights: p.keys.map((v) => Math.log(1 + n / (df.get(v[0]!) ?? 1))),
      distinct: p.keys.map((v) => df.get(v[0]!) === 1),
    }));
}

export interface Mention {
  product: CatalogueItem;
  /** Token indexes, inclusive. */
  first: number;
  last: number;
  score: number;
  /** Another product scored the same on these words ("panjabi": cotton or silk). */
  tied: boolean;
  weight: number;
}

const tokenSim = (keys: readonly string[], token: Token) =>
  Math.max(0, ...keys.flatMap((key) => token.keys.map((k) => keySimilarity(key, k))));
const joined = (a: readonly string[], b: readonly string[]) => [a[0]! + b[0]!];

/** How well the words first..last name the product: the weighted share of its words found there. */
function scoreWindow(p: IndexedProduct, words: Token[], first: number, last: number) {
  const sims = p.keys.map(() => 0);
  const used = new Array(last - first + 1).fill(false);
  for (let w = first; w <= last; w++) {
    const token = words[w]!;
    for (let k = 0; k < p.keys.length; k++) {
      const sim = tokenSim(p.keys[k]!, token);
      if (sim >= 0.75 && sim > sims[k]!) {
        sims[k] = sim;
        used[w - first] = true;
      }
      // "smartwatch", "powerbank", "facewash": two words of the name written as one.
      const pair = p.keys[k + 1] && tokenSim(joined(p.keys[k]!, p.keys[k + 1]!), token);
      if (pair && pair >= 0.8) {
        sims[k] = Math.max(sims[k]!, pair);
        sims[k + 1] = Math.max(sims[k + 1]!, pair);
        used[w - first] = true;
      }
    }
  }
  if (!used[0] || !used[used.length - 1]) return null;
  const total = p.weights.reduce((a, b) => a + b, 0);
  const weight = p.weights.reduce((a, w, k) => a + w * sims[k]!, 0);
  const score = weight / total;
  // Half the name is enough when that half tells it apart ("trimmer" of "Hair Trimmer"), not when it
  // is shared ("panjabi" of "Cotton Panjabi" and "Silk Panjabi").
  const telling = p.distinct.some((d, k) => d && sims[k]! > 0);
  return score >= 0.75 || (score >= 0.5 && telling) ? { score, weight } : null;
}

/**
 * The products named in one line of words, best first, not overlapping. A count ("২টা", "x2", the "pcs" of
 * "2 pcs", "duita", "two") names no product; only a number word that is itself a word of a catalogue
 * name ("Single Bed Sheet") still may.
 */
export function findMentions(index: IndexedProduct[], message: Token[]): Mention[] {
  const named = new Set(index.flatMap((p) => p.keys.flat()));
  const words = message.map((t, i) =>
    isQuantityWord(message, i) && !(isNumberWord(t.norm) && t.keys.some((k) => named.has(k)))
      ? { ...t, keys: [] }
      : t,
  );
  const candidates: Mention[] = [];
  for (let first = 0; first < words.length; first++) {
    if (words[first]!.sep) continue;
    for (const p of index) {
      for (let last = first; last < Math.min(words.length, first + p.keys.length + 2); last++) {
        if (words[last]!.sep) break;
        const scored = scoreWindow(p, words, first, last);
        if (scored) candidates.push({ product: p.item, first, last, tied: false, ...scored });
      }
    }
  }
  candidates.sort(
    (a, b) => b.score - a.score || b.weight - a.weight || a.last - a.first - (b.last - b.first),
  );
  const chosen: Mention[] = [];
  for (const c of candidates) {
    const rival = chosen.find((m) => c.first <= m.last && m.first <= c.last);
    if (rival) {
      if (rival.product.id !== c.product.id && rival.score === c.score && rival.weight === c.weight)
        rival.tied = true;
      continue;
    }
    if (chosen.some((m) => m.product.id === c.product.id)) continue;
    chosen.push(c);
  }
  return chosen.sort((a, b) => a.first - b.first);
}

export interface LineProduct {
  mention: Mention;
  qty: number;
  /** The quantity was said, not defaulted to 1. */
  said: boolean;
}

/**
 * Gives each mention its quantity from the words around it, each number used once: a count with a unit
 * after the name ("hijab 2ta"), else one before it ("2 cotton panjabi", "দুইটা"), else a bare number after
 * it ("Kurti 2"), else 1. The search stops at list separators and at the neighbouring mentions.
 */
export function assignQuantities(
  words: Token[],
  mentions: Mention[],
): { products: LineProduct[]; leftover: number | null } {
  const taken = new Set<number>();
  const read = (i: number, before: boolean) => (taken.has(i) ? null : readQuantity(words, i, before));
  const take = (i: number, length: number) => {
    for (let k = 0; k < length; k++) taken.add(i + k);
  };
  const products = mentions.map((mention, m) => {
    const afterEnd = mentions[m + 1]?.first ?? words.length;
    const beforeStart = mentions[m - 1] ? mentions[m - 1]!.last + 1 : 0;
    let after = -1;
    let bareAfter = -1;
    for (let i = mention.last + 1; i < afterEnd && !words[i]!.sep; i++) {
      const q = read(i, false);
      if (q?.explicit && after < 0) after = i;
      if (q && !q.explicit && bareAfter < 0) bareAfter = i;
    }
    let before = -1;
    for (let i = mention.first - 1; i >= beforeStart && !words[i]!.sep; i--) {
      if (read(i, true)) {
        before = i;
        break;
      }
    }
    for (const [i, isBefore] of [
      [after, false],
      [before, true],
      [bareAfter, false],
    ] as const) {
      const q = i >= 0 ? read(i, isBefore) : null;
      if (q) {
        take(i, q.length);
        return { mention, qty: q.qty, said: true };
      }
    }
    return { mention, qty: 1, said: false };
  });
  // A count left after the last mention, past a separator: "Jamdani saree er dam koto? 2ta nibo".
  const lastEnd = mentions.length ? mentions[mentions.length - 1]!.last + 1 : 0;
  let leftover: number | null = null;
  for (let i = lastEnd; i < words.length; i++) {
    const q = read(i, false);
    if (q) {
      leftover = q.qty;
      break;
    }
  }
  return { products, leftover };
}

export const productConfidence = (m: Mention): Confidence =>
  m.tied ? 'low' : m.score >= 0.95 ? 'high' : m.score >= 0.7 ? 'medium' : 'low';
