import type { z } from 'zod';
import { isMessageKey, MESSAGES, type MessageKey, type MessageParams } from './messages.ts';

/** What is wrong with one field: a message key and the values its text names. */
export interface FieldProblem {
  key: MessageKey;
  params: MessageParams;
}
/** Each failing field's first problem, by its dotted path (`credentials.apiKey`, `lines.0.qty`). */
export type FieldProblems = Record<string, FieldProblem>;

type Issue = z.core.$ZodIssue;

/** The key of a zod check the schema gave no message of ours: a length, a number's range, a wrong value. */
function plainKey(issue: Issue): MessageKey {
  const many = 'origin' in issue && (issue.origin === 'array' || issue.origin === 'set');
  if (issue.code === 'too_small') {
    if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? 'valueRequired' : 'textTooShort';
    return many ? 'tooFewItems' : 'numberTooSmall';
  }
  if (issue.code === 'too_big') {
    if (issue.origin === 'string') return 'textTooLong';
    return many ? 'tooManyItems' : 'numberTooLarge';
  }
  return 'invalidValue';
}

/** The values an issue carries: a check's bound, or what a refinement passed as its `params`. */
function issueValues(issue: Issue): Record<string, unknown> {
  if (issue.code === 'too_big') return { max: Number(issue.maximum) };
  if (issue.code === 'too_small') return { min: Number(issue.minimum) };
  if (issue.code === 'custom') return issue.params ?? {};
  return {};
}

/** Only the values the message's text names. */
function namedValues(key: MessageKey, values: Record<string, unknown>): MessageParams {
  const params: MessageParams = {};
  for (const [, name] of MESSAGES[key].matchAll(/\{\{(\w+)\}\}/g)) {
    const value = values[name!];
    if (typeof value === 'string' || typeof value === 'number') params[name!] = value;
  }
  return params;
}

/**
 * A zod issue as a field problem. Core's schemas give message keys as their messages (`MESSAGE_KEY`);
 * an issue without one (a plain `.max(120)`) gets the general key of its check.
 */
export function issueProblem(issue: Issue): FieldProblem {
  const key = isMessageKey(issue.message) ? issue.message : plainKey(issue);
  return { key, params: namedValues(key, issueValues(issue)) };
}

/** The first problem of each failing field; `root` names a problem of the value as a whole. */
export function issueProblems(issues: readonly Issue[], root = '_'): FieldProblems {
  const problems: FieldProblems = {};
  for (const issue of issues) problems[issue.path.map(String).join('.') || root] ??= issueProblem(issue);
  return problems;
}

/** A value checked against a schema: the first problem of each failing field, none when it passes. */
export function schemaProblems(schema: z.ZodType, value: unknown, root = '_'): FieldProblems {
  const parsed = schema.safeParse(value);
  return parsed.success ? {} : issueProblems(parsed.error.issues, root);
}
