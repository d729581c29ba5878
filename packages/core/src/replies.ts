import { z } from 'zod';

/**
 * The shapes every reply shares. Each feature's reply schemas live beside its request schemas in core
 * (`<feature>/replies.ts`): the server validates and documents its replies with them, the web takes its
 * types from them (decision 0005), so a reply the web does not follow fails the typecheck.
 */

const messageParams = z.record(z.string(), z.union([z.string(), z.number()])).meta({
  description:
    'The values the message names; one named …Poisha (amountPoisha) is an amount in integer poisha',
});

/** A success reply's message: its key and values (for the web's i18n) and the English text. */
export const messageReplySchema = z.object({
  key: z.string(),
  params: messageParams,
  message: z.string(),
});
export type ApiMessage = z.output<typeof messageReplySchema>;

/** The closed list of error codes; the server maps each to its HTTP status. */
export const ERROR_CODES = [
  'VALIDATION',
  'UNAUTHENTICATED',
  'WRONG_PASSWORD',
  'EMAIL_NOT_VERIFIED',
  'ACCOUNT_DISABLED',
  'FORBIDDEN',
  'NOT_FOUND',
  'NOT_REGISTERED',
  'USER_NOT_FOUND',
  'CONFLICT',
  'CONFIRMATION_NEEDED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA',
  'RATE_LIMITED',
  'COURIER_REFUSED',
  'COURIER_UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * Every failed call's body: the code, the message key and values, the English text, and for each failing
 * field (by its dotted path) its English text in `fields` and its key, values and text in `fieldProblems`.
 */
export const errorBodySchema = z
  .object({
    error: z.object({
      code: z.enum(ERROR_CODES),
      key: z.string(),
      params: messageParams.optional(),
      message: z.string(),
      fields: z
        .record(z.string(), z.string())
        .optional()
        .meta({ description: 'Each failing field’s English text, by its dotted path' }),
      fieldProblems: z.record(z.string(), messageReplySchema).optional().meta({
        description: 'The same fields, each with its message key and values beside the English text',
      }),
    }),
  })
  .meta({ id: 'Error' });
export type ErrorBody = z.output<typeof errorBodySchema>;

/** The reply of every paged list: `{ items, page, limit, total, totalPages }`, named `name` in OpenAPI. */
export function pagedSchema<T extends z.ZodType>(item: T, name: string) {
  return z
    .object({
      items: z.array(item),
      page: z.number().int(),
      limit: z.number().int(),
      total: z.number().int(),
      totalPages: z.number().int(),
    })
    .meta({ id: name });
}
export type { Paged } from './list.ts';
