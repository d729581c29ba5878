/** What a labelled part of a message holds. */
export type LabelKind = 'name' | 'phone' | 'address' | 'product' | 'qty';

/**
 * Labels as customers type them, in Bangla, Banglish and English, longest first so that "Customer name"
 * wins over "Customer" and "নাম্বার" over "নাম". Place labels (Thana:, জেলা:) are address.
 */
const LABELS: [LabelKind, string[]][] = [
  [
    'name',
    [
      'customer name',
      'full name',
      'my name is',
      'my name',
      'amar nam',
      'amar naam',
      'আমার নাম',
      'name',
      'naam',
      'nam',
      'নাম',
      'customer',
      'receiver',
      'প্রাপক',
    ],
  ],
  [
    'phone',
    [
      'phone number',
      'mobile number',
      'mobile no',
      'contact number',
      'contact no',
      'cell no',
      'phone no',
      'ফোন নম্বর',
      'ফোন নাম্বার',
      'মোবাইল নম্বর',
      'মোবাইল নাম্বার',
      'মোবাইল নং',
      'phone',
      'mobile',
      'mob',
      'mobail',
      'cell',
      'contact',
      'number',
      'num',
      'ph',
      'fon',
      'ফোন',
      'মোবাইল',
      'মোবা',
      'নাম্বার',
      'নম্বর',
      'whatsapp',
    ],
  ],
  [
    'address',
    [
      'delivery address',
      'shipping address',
      'full address',
      'address',
      'addr',
      'add',
      'thikana',
      'tikana',
      'ঠিকানা',
      'basa',
      'বাসা',
      'location',
      'vill',
      'village',
      'gram',
      'গ্রাম',
      'post',
      'পোস্ট',
      'thana',
      'থানা',
      'upazila',
      'উপজেলা',
      'district',
      'jela',
      'zila',
      'জেলা',
      'area',
      'এলাকা',
    ],
  ],
  ['product', ['products', 'product', 'items', 'item', 'order', 'পণ্য', 'আইটেম', 'প্রোডাক্ট']],
  ['qty', ['quantity', 'qty', 'পরিমাণ']],
];

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const ALL = LABELS.flatMap(([kind, words]) => words.map((w) => ({ kind, w }))).sort(
  (a, b) => b.w.length - a.w.length,
);
// After the label: a colon (also the Bangla visarga "ঃ" typed as one), a dash, or a space before the value.
const LABEL = new RegExp(
  `^(${ALL.map((l) => escapeRegExp(l.w)).join('|')})(?:\\s*[:：ঃ=\\-–]+\\s*|\\s+|$)`,
  'iu',
);
const KIND = new Map(ALL.map((l) => [l.w, l.kind]));

/** Only these may be followed by a bare space ("nam rakib", "ফোন ০১৩…"): the others are common words. */
const SPACE_OK = new Set([
  'name',
  'nam',
  'naam',
  'নাম',
  'amar nam',
  'আমার নাম',
  'my name is',
  'phone',
  'ফোন',
  'number',
  'নাম্বার',
  'mobile',
  'fon',
  'address',
  'thikana',
  'ঠিকানা',
]);

export interface Labelled {
  kind: LabelKind | null;
  /** The text after the label. */
  value: string;
  /** Where the value starts in the segment. */
  offset: number;
}

export function readLabel(segment: string): Labelled {
  const m = LABEL.exec(segment);
  if (m) {
    const word = m[1]!.toLowerCase();
    const bareSpace = !/[:：ঃ=\-–]/.test(m[0].slice(m[1]!.length));
    const rest = segment.slice(m[0].length);
    // "Order korte…", "number e call diyen": a label word used as a word, not as a label.
    const kind = KIND.get(word) ?? null;
    if (!rest.trim()) return { kind, value: '', offset: m[0].length };
    const spacedOk = SPACE_OK.has(word) && (kind !== 'phone' || /^[\d০-৯+¦]/.test(rest));
    if (!bareSpace || spacedOk) return { kind, value: rest.trim(), offset: m[0].length };
  }
  return { kind: null, value: segment.trim(), offset: 0 };
}
