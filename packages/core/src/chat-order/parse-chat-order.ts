import { type LabelKind, readLabel } from './labels.ts';
import { chatLines } from './lines.ts';
import { cleanName, isChatter, nameInSentence, nameLike } from './names.ts';
import { findPhones } from './phones.ts';
import { guessPlace } from './places.ts';
import {
  assignQuantities,
  findMentions,
  indexCatalogue,
  type Mention,
  productConfidence,
} from './products.ts';
import type { CatalogueItem, ChatOrderGuess, Guess, ProductGuess } from './types.ts';
import { type Token, tokenize } from './words.ts';

interface Segment {
  line: number;
  kind: LabelKind | null;
  /** Text after the label, as written. */
  value: string;
  /** Where the value starts in its line's joined text (see `lineText`). */
  start: number;
  hasProduct: boolean;
}

// Where one part of a message ends: commas, bars, the Bangla full stop, a sentence's end ("Md." is not one),
// a long dash, and the place a phone number was taken out.
const SEGMENT_END = /[,;|।?!¦—]|(?<!(?:^|\s)(?:md|mst|mrs|mr|dr|mohd|st|no))\.(?=\s|$)/iu;

function splitSegments(line: string): string[] {
  return line
    .split(new RegExp(SEGMENT_END.source, 'giu'))
    .map((s) => s.trim())
    .filter(Boolean);
}

const blank = (line: string, from: number, to: number) => `${line.slice(0, from)} ¦ ${line.slice(to)}`;

/**
 * Reads a pasted chat message into the order form's fields, each with how sure the reading is. Pure:
 * the seller checks and saves; looking up an existing customer by the phone is the caller's.
 */
export function parseChatOrder(text: string, catalogue: readonly CatalogueItem[]): ChatOrderGuess {
  // Phones first, then blanked, so their digits are never quantities, names or house numbers.
  const phoneOrder: string[] = [];
  const lines = chatLines(text).map((line) => {
    let out = line;
    const found = findPhones(line);
    phoneOrder.push(...found.map((f) => f.phone));
    for (const f of found.reverse()) out = blank(out, f.start, f.end);
    return out;
  });
  const uniquePhones = [...new Set(phoneOrder)];

  // Each line's segments, labels read, joined again with separators for the word-level readers.
  const segments: Segment[] = [];
  const lineTexts = lines.map((line, li) => {
    let joined = '';
    for (const raw of splitSegments(line)) {
      const { kind, value } = readLabel(raw);
      if (!value) continue;
      if (joined) joined += ' , ';
      segments.push({ line: li, kind, value, start: joined.length, hasProduct: false });
      joined += value;
    }
    return joined;
  });

  const products = readProducts(lineTexts, segments, catalogue);
  const name = readName(segments);
  // A name said in a sentence ("I'm Tania from Rajshahi") leaves the sentence's places readable.
  const nameSegment = name && name.confidence !== 'medium' ? name.segment : name?.whole ? name.segment : null;

  // Places: every word but the name's and the products', in order, lines kept apart.
  const placeWords: Token[] = [];
  const owner: Segment[] = [];
  lineTexts.forEach((lineText, li) => {
    const skip = products.tokensByLine[li] ?? new Set<number>();
    tokenize(lineText).forEach((t, ti) => {
      const seg = segmentAt(segments, li, t.start);
      if (skip.has(ti) || !seg || seg === nameSegment || seg.kind === 'name') return;
      placeWords.push(t);
      owner.push(seg);
    });
    placeWords.push({ text: '\n', start: 0, end: 0, sep: true, norm: '\n', keys: [] });
    owner.push(segments[0]!);
  });
  // A loose, sounds-like match names a place only where the customer said it is the address.
  const place = guessPlace(placeWords, (i) => owner[i]!.kind === 'address');
  const placeSegments = new Set(place.used.map((i) => owner[i]!));

  return {
    phone: uniquePhones[0]
      ? { value: uniquePhones[0], confidence: uniquePhones.length === 1 ? 'high' : 'medium' }
      : null,
    otherPhones: uniquePhones.slice(1),
    name: name ? { value: name.value, confidence: name.confidence } : null,
    address: readAddress(segments, placeSegments, nameSegment),
    district: place.district,
    thana: place.district ? place.thana : null,
    products: products.guesses,
  };
}

function segmentAt(segments: Segment[], line: number, offset: number): Segment | undefined {
  let found: Segment | undefined;
  for (const s of segments) if (s.line === line && s.start <= offset) found = s;
  return found;
}

function readProducts(lineTexts: string[], segments: Segment[], catalogue: readonly CatalogueItem[]) {
  const index = indexCatalogue(catalogue);
  const byId = new Map<string, ProductGuess & { said: boolean }>();
  const tokensByLine: Set<number>[] = [];
  let last: (ProductGuess & { said: boolean }) | null = null;
  lineTexts.forEach((lineText, li) => {
    const words = tokenize(lineText);
    // A name or a phone label's words are not products ("Phone: …" is not a phone cover).
    const usable = words.map((t) => {
      const seg = segmentAt(segments, li, t.start);
      return seg?.kind === 'name' || seg?.kind === 'phone' || isChatter(t.norm) ? { ...t, keys: [] } : t;
    });
    const mentions = findMentions(index, usable);
    const { products, leftover } = assignQuantities(usable, mentions);
    const used = new Set<number>();
    for (const { mention, qty, said } of products) {
      for (let i = mention.first; i <= mention.last; i++) used.add(i);
      const seg = segmentAt(segments, li, words[mention.first]!.start);
      if (seg) seg.hasProduct = true;
      const guess = toGuess(mention, qty, said, lineText, words);
      const seen = byId.get(mention.product.id);
      if (seen) {
        if (said && (!seen.said || qty > seen.qty)) Object.assign(seen, { qty, said: true });
      } else {
        byId.set(mention.product.id, guess);
      }
      last = byId.get(mention.product.id)!;
    }
    tokensByLine[li] = used;
    // "Quantity: 2", "থাকলে ১টা পাঠান": a count on its own says how many of the product before it.
    const qtyLine = segments.some((s) => s.line === li && s.kind === 'qty');
    const lone = leftover ?? (qtyLine && !mentions.length ? bareCount(words) : null);
    if (lone && last && !last.said && (mentions.length || qtyLine || leftover))
      Object.assign(last, { qty: lone, said: true });
  });
  const guesses = [...byId.values()].map(({ said: _said, ...g }) => g);
  return { guesses, tokensByLine };
}

const bareCount = (words: Token[]) => {
  const n = words.find((w) => /^\d{1,2}$/.test(w.norm));
  return n ? Number(n.norm) : null;
};

function toGuess(m: Mention, qty: number, said: boolean, lineText: string, words: Token[]) {
  return {
    productId: m.product.id,
    name: m.product.name,
    qty,
    confidence: productConfidence(m),
    matchedText: lineText.slice(words[m.first]!.start, words[m.last]!.end),
    said,
  };
}

function readName(segments: Segment[]): (Guess<string> & { segment: Segment; whole: boolean }) | null {
  for (const s of segments) {
    if (s.kind !== 'name') continue;
    const value = cleanName(s.value);
    if (value) return { value, confidence: 'high', segment: s, whole: true };
  }
  for (const s of segments) {
    if (s.kind && s.kind !== 'product') continue;
    const value = nameInSentence(s.value);
    if (value) return { value, confidence: 'medium', segment: s, whole: false };
  }
  for (const s of segments) {
    if (s.kind || s.hasProduct || !nameLike(s.value)) continue;
    const alone = segments.filter((o) => o.line === s.line).length === 1;
    return { value: cleanName(s.value), confidence: alone ? 'medium' : 'low', segment: s, whole: true };
  }
  return null;
}

/**
 * The address as written: the labelled part and what follows it on its line ("Address: House 5, Road 3,
 * Mirpur-2, Dhaka"), else the parts where the district or thana was found.
 */
function readAddress(
  segments: Segment[],
  placeSegments: Set<Segment>,
  nameSegment: Segment | null,
): Guess<string> | null {
  const parts: Segment[] = [];
  let open: number | null = null;
  for (const s of segments) {
    if (s.kind === 'address') {
      parts.push(s);
      open = s.line;
    } else if (s.kind === null && open === s.line && !s.hasProduct && s !== nameSegment) {
      parts.push(s);
    } else {
      open = null;
    }
  }
  if (parts.length) return { value: parts.map((s) => s.value).join(', '), confidence: 'high' };
  const found = segments.filter((s) => placeSegments.has(s) && s !== nameSegment && s.kind !== 'name');
  if (!found.length) return null;
  return { value: found.map((s) => s.value).join(', '), confidence: 'medium' };
}
