import { type Grams, kgText, linesWeight, ORDER_WEIGHT_MAX_GRAMS, parseKg } from '@chalan/core/weight';
import { kgInputProblem } from '@chalan/core/weight-schemas';
import type { FormErrors } from '@mantine/form';
import { problemText } from '../../../../lib/messages.ts';
import { type LineValue, qtyOf } from './order-form-values.ts';

/**
 * An order form's weight: the lines' sum (each product's weight × its quantity) until the user types one,
 * then the typed kilograms (cleared, it follows the lines again). Grams in the body, as the API takes them.
 */

/** Σ product weight × quantity of the lines as they are now (a quantity not valid yet counts 0). */
export const formLinesWeight = (lines: readonly LineValue[]): Grams =>
  linesWeight(lines.map((l) => ({ weightGrams: l.weightGrams, qty: qtyOf(l.qty) })));

/** What the weight field shows: the typed kilograms, or the lines' sum (blank with nothing to weigh). */
export function shownWeight(lines: readonly LineValue[], typed: number | string | null): number | string {
  if (typed !== null) return typed;
  const sum = formLinesWeight(lines);
  return sum > 0 ? kgText(sum) : '';
}

/** The field's kilograms as grams for the body; none when it is blank or no weight (the check says why). */
export function weightBody(shown: number | string): Grams | undefined {
  const grams = parseKg(String(shown));
  return grams !== null && grams > 0 ? grams : undefined;
}

/** The weight field's problem by core's rules; none while there are no lines (those say what is missing). */
export function weightErrors(lines: readonly LineValue[], shown: number | string): FormErrors {
  if (lines.length === 0) return {};
  const problem = kgInputProblem(shown, ORDER_WEIGHT_MAX_GRAMS);
  return problem ? { weightGrams: problemText(problem) } : {};
}
