import { parseChatOrder } from './parse-chat-order.ts';
import { CASE_GROUPS, type LabelledCase } from './test-set/all-cases.testkit.ts';
import { TEST_CATALOGUE } from './test-set/catalogue.testkit.ts';
import type { ChatOrderGuess } from './types.ts';

export const FIELDS = ['phone', 'name', 'district', 'thana', 'products'] as const;
export type Field = (typeof FIELDS)[number];

/** The goals of issue 18; name has none, it is measured to be known. */
export const GOALS: Partial<Record<Field, number>> = { phone: 1, district: 0.95, thana: 0.85, products: 0.9 };

/** Names compare as text: case, spacing and Unicode's two spellings of য়/ড় aside. */
const nameText = (s: string | null) => (s ?? '').normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
const sameName = (a: string | null, b: string | null) => nameText(a) === nameText(b);

const productSet = (products: Record<string, number>) =>
  Object.entries(products)
    .map(([id, qty]) => `${id}×${qty}`)
    .sort()
    .join(', ');

/** Whether each field of the guess is what the seller would fill: exact, products as a set of {id, qty}. */
export function judge(c: LabelledCase, guess: ChatOrderGuess): Record<Field, boolean> {
  return {
    phone: (guess.phone?.value ?? null) === c.phone,
    name: sameName(guess.name?.value ?? null, c.name),
    district: (guess.district?.value ?? null) === c.district,
    thana: (guess.thana?.value ?? null) === c.thana,
    products:
      productSet(Object.fromEntries(guess.products.map((p) => [p.productId, p.qty]))) ===
      productSet(c.products),
  };
}

export interface FieldScore {
  field: Field;
  right: number;
  total: number;
}

export interface Miss {
  id: string;
  field: Field;
  expected: string;
  got: string;
}

export interface AccuracyReport {
  scores: FieldScore[];
  byGroup: Record<string, FieldScore[]>;
  misses: Miss[];
}

const shown = (field: Field, c: LabelledCase, g: ChatOrderGuess): [string, string] => {
  if (field === 'products') {
    return [
      productSet(c.products) || '—',
      productSet(Object.fromEntries(g.products.map((p) => [p.productId, p.qty]))) || '—',
    ];
  }
  return [String(c[field] ?? '—'), String(g[field]?.value ?? '—')];
};

export type CaseGroups = Record<string, LabelledCase[]>;

/** Runs the parser on a whole set, group by group (the test set unless another is named). */
export function measureAccuracy(groups: CaseGroups = CASE_GROUPS): AccuracyReport {
  const misses: Miss[] = [];
  const tally = (cases: LabelledCase[], record: boolean): FieldScore[] => {
    const right = Object.fromEntries(FIELDS.map((f) => [f, 0])) as Record<Field, number>;
    for (const c of cases) {
      const guess = parseChatOrder(c.text, TEST_CATALOGUE);
      const verdict = judge(c, guess);
      for (const f of FIELDS) {
        if (verdict[f]) right[f]++;
        else if (record) {
          const [expected, got] = shown(f, c, guess);
          misses.push({ id: c.id, field: f, expected, got });
        }
      }
    }
    return FIELDS.map((field) => ({ field, right: right[field], total: cases.length }));
  };
  const scores = tally(Object.values(groups).flat(), true);
  const byGroup = Object.fromEntries(Object.entries(groups).map(([g, cases]) => [g, tally(cases, false)]));
  return { scores, byGroup, misses };
}

export const percent = (s: FieldScore) => `${((100 * s.right) / s.total).toFixed(1)}%`;

/** The per-field table, as printed by the test and written to the doc. */
export function accuracyTable(report: AccuracyReport): string {
  const rows = report.scores.map((s) => {
    const goal = GOALS[s.field];
    return `| ${s.field} | ${s.right} | ${s.total} | ${percent(s)} | ${goal === undefined ? '—' : `${goal * 100}%`} |`;
  });
  return ['| field | right | total | % | goal |', '|---|---|---|---|---|', ...rows].join('\n');
}
