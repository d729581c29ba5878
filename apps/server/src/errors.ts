import { type FieldProblems, formatMessage, type MessageKey, type MessageParams } from '@chalan/core';
import { type ErrorCode, errorBodySchema } from '@chalan/core/replies';

export { errorBodySchema };

/** The closed list of error codes and the HTTP status each one means. */
export const ERROR_STATUS = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  WRONG_PASSWORD: 401,
  EMAIL_NOT_VERIFIED: 403,
  ACCOUNT_DISABLED: 403,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  NOT_REGISTERED: 404,
  USER_NOT_FOUND: 404,
  CONFLICT: 409,
  /** Allowed only once the user confirms (the message says what): send again with the confirmation. */
  CONFIRMATION_NEEDED: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA: 415,
  RATE_LIMITED: 429,
  /** The courier said no (its reason is the message); nothing was booked. */
  COURIER_REFUSED: 422,
  /** The courier could not be reached or did not answer; the message says whether anything may be booked. */
  COURIER_UNAVAILABLE: 502,
  INTERNAL: 500,
} as const satisfies Record<ErrorCode, number>;

export type { ErrorCode, FieldProblems };

export class AppError extends Error {
  readonly status: (typeof ERROR_STATUS)[ErrorCode];
  constructor(
    readonly code: ErrorCode,
    readonly key: MessageKey,
    readonly params: MessageParams = {},
    readonly fields?: FieldProblems,
  ) {
    super(formatMessage(key, params));
    this.status = ERROR_STATUS[code];
  }

  toBody() {
    return {
      error: {
        code: this.code,
        key: this.key,
        params: this.params,
        message: this.message,
        ...(this.fields ? fieldsBody(this.fields) : {}),
      },
    };
  }
}

/** Each failing field as English text (`fields`) and as key, values and text (`fieldProblems`). */
function fieldsBody(problems: FieldProblems) {
  const worded = Object.entries(problems).map(
    ([path, { key, params }]) => [path, { key, params, message: formatMessage(key, params) }] as const,
  );
  return {
    fields: Object.fromEntries(worded.map(([path, problem]) => [path, problem.message])),
    fieldProblems: Object.fromEntries(worded),
  };
}

export const validationError = (fields: FieldProblems) =>
  new AppError('VALIDATION', 'invalidInput', {}, fields);

/** A refusal one field explains: the field's problem is the error's own message. */
export const fieldError = (code: ErrorCode, field: string, key: MessageKey, params: MessageParams = {}) =>
  new AppError(code, key, params, { [field]: { key, params } });

export const notFound = () => new AppError('NOT_FOUND', 'notFound');

const errorContent = (description: string) => ({
  description,
  content: { 'application/json': { schema: errorBodySchema } },
});

/** OpenAPI responses every guarded route shares. */
export const guardedErrorResponses = {
  400: errorContent('Invalid input; `fields` and `fieldProblems` name each failing field'),
  401: errorContent('Not signed in'),
  403: errorContent('Signed in, but the role, verification or account status does not allow it'),
  404: errorContent('Not found (also for another seller’s records)'),
} as const;

export const errorResponse = errorContent;
