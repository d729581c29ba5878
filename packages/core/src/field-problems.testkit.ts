import type { z } from 'zod';
import { issueProblem } from './field-problems.ts';
import { formatMessage } from './messages.ts';

/** A zod issue in the English words the server sends for it. */
export function issueText(issue: z.core.$ZodIssue): string {
  const { key, params } = issueProblem(issue);
  return formatMessage(key, params);
}
