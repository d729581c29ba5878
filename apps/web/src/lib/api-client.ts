import type { ApiMessage, ErrorBody } from '@chalan/core/replies';

export type { ApiMessage };

/**
 * Any failed call: HTTP status (0 when the server was not reached), the server's code, key and text, and
 * each failing field's problem (key, values and English text) by its dotted path.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly key: string,
    message: string,
    readonly fieldProblems: Record<string, ApiMessage> = {},
    readonly params: Record<string, string | number> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The error a failed reply's status and parsed body (an `ErrorBody`, or anything else) mean. */
  static fromReply(status: number, data: unknown): ApiError {
    const error = (data as Partial<ErrorBody> | null)?.error;
    return new ApiError(
      status,
      error?.code ?? (status >= 500 ? 'INTERNAL' : 'HTTP_ERROR'),
      error?.key ?? 'somethingWentWrong',
      error?.message ?? 'Something went wrong',
      error?.fieldProblems ?? {},
      error?.params ?? {},
    );
  }

  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as multipart/form-data (file uploads). */
  formData?: FormData;
  signal?: AbortSignal;
}

/** Same-origin call to the API with the session cookie; resolves with the JSON body or throws ApiError. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', json, formData, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  let body: BodyInit | undefined;
  if (formData) body = formData;
  else if (json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(json);
  }

  let response: Response;
  try {
    response = await fetch(path, { method, headers, body, signal, credentials: 'include' });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'NETWORK', 'networkError', 'Could not reach the server');
  }

  const text = await response.text();
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = null;
    }
  }
  if (!response.ok) throw ApiError.fromReply(response.status, data);
  return data as T;
}

export const api = {
  get: <T>(path: string, signal?: AbortSignal) => apiRequest<T>(path, { signal }),
  post: <T>(path: string, json?: unknown) => apiRequest<T>(path, { method: 'POST', json }),
  put: <T>(path: string, json: unknown) => apiRequest<T>(path, { method: 'PUT', json }),
  patch: <T>(path: string, json: unknown) => apiRequest<T>(path, { method: 'PATCH', json }),
  delete: <T>(path: string) => apiRequest<T>(path, { method: 'DELETE' }),
  upload: <T>(path: string, formData: FormData) => apiRequest<T>(path, { method: 'POST', formData }),
};

/** Codes that mean the session itself is gone or unusable; the access guard deals with them. */
export const SESSION_CODES = ['UNAUTHENTICATED', 'EMAIL_NOT_VERIFIED', 'ACCOUNT_DISABLED'] as const;
export type SessionCode = (typeof SESSION_CODES)[number];

export function sessionCodeOf(error: unknown): SessionCode | null {
  if (!(error instanceof ApiError)) return null;
  return SESSION_CODES.find((code) => code === error.code) ?? null;
}
