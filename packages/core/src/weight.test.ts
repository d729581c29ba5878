import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { issueText } from './field-problems.testkit.ts';
import { kgText, linesWeight, parseKg } from './weight.ts';
import { gramsSchema, kgInputSchema } from './weight-schemas.ts';

describe('kilograms as people type them, grams as we keep them', () => {
  it('reads up to 3 decimals of a kilo as whole grams, Bangla digits too', () => {
    expect(parseKg('1.25')).toBe(1250);
    expect(parseKg('0.5')).toBe(500);
    expect(parseKg('.75')).toBe(750);
    expect(parseKg('2')).toBe(2000);
    expect(parseKg('2.')).toBe(2000);
    expect(parseKg('০.১২৫')).toBe(125);
    expect(parseKg(' 1,200.001 kg')).toBe(1_200_001);
  });

  it('refuses what is not a weight in whole grams', () => {
    for (const text of ['', ' ', 'abc', '1.2345', '-1', '1e3', '1.2.3', '.'])
      expect(parseKg(text)).toBeNull();
  });

  it('writes grams back as the kilograms typed, with no float arithmetic', () => {
    expect(kgText(1250)).toBe('1.25');
    expect(kgText(500)).toBe('0.5');
    expect(kgText(2000)).toBe('2');
    expect(kgText(1)).toBe('0.001');
    fc.assert(fc.property(fc.nat(10_000_000), (grams) => parseKg(kgText(grams)) === grams));
  });

  it('sums an order’s lines as weight × quantity', () => {
    expect(linesWeight([])).toBe(0);
    expect(
      linesWeight([
        { weightGrams: 600, qty: 2 },
        { weightGrams: 150, qty: 3 },
      ]),
    ).toBe(1650);
  });
});

describe('weight input', () => {
  const problem = (schema: { safeParse(v: unknown): { error?: { issues: unknown[] } } }, value: unknown) => {
    const issues = schema.safeParse(value).error?.issues;
    return issues ? issueText(issues[0] as Parameters<typeof issueText>[0]) : null;
  };

  it('takes whole grams above 0 up to the limit on the wire, naming the limit in kg', () => {
    const schema = gramsSchema(30_000);
    expect(problem(schema, 1)).toBeNull();
    expect(problem(schema, 30_000)).toBeNull();
    for (const bad of [0, -5, 12.5, '500', null])
      expect(problem(schema, bad)).toBe('Enter the weight in kg: more than 0, with at most 3 decimals');
    expect(problem(schema, 30_001)).toBe('The weight can be at most 30 kg');
  });

  it('takes kilograms as a form holds them, by the same rules', () => {
    const schema = kgInputSchema(30_000);
    for (const good of ['0.5', 1.25, '30', '০.২৫']) expect(problem(schema, good)).toBeNull();
    for (const bad of ['', '0', 0, '1.2345', 'x', null])
      expect(problem(schema, bad)).toBe('Enter the weight in kg: more than 0, with at most 3 decimals');
    expect(problem(schema, '30.001')).toBe('The weight can be at most 30 kg');
  });
});
