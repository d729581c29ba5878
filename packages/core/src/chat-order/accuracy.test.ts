import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { accuracyTable, FIELDS, GOALS, measureAccuracy } from './accuracy.testkit.ts';
import { ALL_CASES, HELD_OUT_GROUPS } from './test-set/all-cases.testkit.ts';

const report = measureAccuracy();

describe('chat-order parser on the test set', () => {
  it('has at least 200 messages, each with its own id', () => {
    expect(ALL_CASES.length).toBeGreaterThanOrEqual(200);
    expect(new Set(ALL_CASES.map((c) => c.id)).size).toBe(ALL_CASES.length);
  });

  it('meets the goals of issue 18 per field', () => {
    console.log(
      `\n${accuracyTable(report)}\n${report.misses.map((m) => `${m.id} ${m.field}: want ${m.expected}, got ${m.got}`).join('\n')}`,
    );
    for (const s of report.scores) {
      const goal = GOALS[s.field];
      if (goal !== undefined) expect(s.right / s.total, s.field).toBeGreaterThanOrEqual(goal);
    }
    expect(report.scores.map((s) => s.field)).toEqual([...FIELDS]);
  });

  it('is what docs/chat-order-accuracy.md says (run scripts/chat-order-accuracy.ts after a change)', () => {
    const doc = readFileSync(new URL('../../../../docs/chat-order-accuracy.md', import.meta.url), 'utf8');
    expect(doc).toContain(accuracyTable(report));
    // The held-out set is measured, not held to the goals (it was written blind, and is never tuned against):
    // the page says what it scores now, whatever that is.
    expect(doc).toContain(accuracyTable(measureAccuracy(HELD_OUT_GROUPS)));
  });
});
