import { z } from 'zod';
import { type FieldProblem, issueProblem } from './field-problems.ts';
import { MESSAGE_KEY } from './messages.ts';
import { type Grams, maxKg, parseKg } from './weight.ts';

/** A weight on the wire: whole grams above 0 and at most `max` (the message names the limit in kg). */
export const gramsSchema = (max: Grams) =>
  z
    .number({ error: MESSAGE_KEY.weightInvalid })
    .int({ error: MESSAGE_KEY.weightInvalid })
    .min(1, { error: MESSAGE_KEY.weightInvalid })
    .refine((grams) => grams <= max, {
      error: MESSAGE_KEY.weightTooLarge,
      params: { maxKg: maxKg(max) },
    });

/**
 * A weight as a form holds it: kilograms as typed (a number input gives a number, or text while typing),
 * with the rules of `gramsSchema` once read as grams.
 */
export const kgInputSchema = (max: Grams) =>
  z.union([z.string(), z.number()], { error: MESSAGE_KEY.weightInvalid }).superRefine((value, ctx) => {
    const grams = parseKg(String(value));
    if (grams === null || grams <= 0) ctx.addIssue({ code: 'custom', message: MESSAGE_KEY.weightInvalid });
    else if (grams > max)
      ctx.addIssue({ code: 'custom', message: MESSAGE_KEY.weightTooLarge, params: { maxKg: maxKg(max) } });
  });

/** What is wrong with kilograms as a form holds them, by the rules above; null when nothing is. */
export function kgInputProblem(value: unknown, max: Grams): FieldProblem | null {
  const parsed = kgInputSchema(max).safeParse(value);
  return parsed.success ? null : issueProblem(parsed.error.issues[0]!);
}
