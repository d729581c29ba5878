import { BANGLA_CASES_1 } from './bangla-1.testkit.ts';
import { BANGLA_CASES_2 } from './bangla-2.testkit.ts';
import { BANGLISH_CASES_1 } from './banglish-1.testkit.ts';
import { BANGLISH_CASES_2 } from './banglish-2.testkit.ts';
import type { ChatOrderCase } from './case.testkit.ts';
import { ENGLISH_CASES_1 } from './english-1.testkit.ts';
import { ENGLISH_CASES_2 } from './english-2.testkit.ts';
import { HELD_OUT_BANGLA, HELD_OUT_BANGLISH, HELD_OUT_ENGLISH, HELD_OUT_MIXED } from './held-out.testkit.ts';
import { MIXED_CASES_1 } from './mixed-1.testkit.ts';
import { MIXED_CASES_2 } from './mixed-2.testkit.ts';

export interface LabelledCase extends ChatOrderCase {
  /** "bn-3", "en-12": which group and which message, for failure lists. */
  id: string;
}

const label = (group: string, cases: ChatOrderCase[]): LabelledCase[] =>
  cases.map((c, i) => ({ ...c, id: `${group}-${i + 1}` }));

export const CASE_GROUPS = {
  bangla: label('bn', [...BANGLA_CASES_1, ...BANGLA_CASES_2]),
  banglish: label('bl', [...BANGLISH_CASES_1, ...BANGLISH_CASES_2]),
  english: label('en', [...ENGLISH_CASES_1, ...ENGLISH_CASES_2]),
  mixed: label('mx', [...MIXED_CASES_1, ...MIXED_CASES_2]),
};

export const ALL_CASES: LabelledCase[] = Object.values(CASE_GROUPS).flat();

/** The held-out set, written blind to the parser (held-out.testkit.ts): measured, never tuned against. */
export const HELD_OUT_GROUPS = {
  bangla: label('ho-bn', HELD_OUT_BANGLA),
  banglish: label('ho-bl', HELD_OUT_BANGLISH),
  english: label('ho-en', HELD_OUT_ENGLISH),
  mixed: label('ho-mx', HELD_OUT_MIXED),
};
