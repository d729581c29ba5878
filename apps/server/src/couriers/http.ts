import { formatMessage, type MessageKey } from '@chalan/core';
import { validationDetail } from './replies.ts';
import type { CourierMessage, CreateFailure, Failed, ParcelChangeFailure, StatusFailure } from './types.ts';
import { DEFAULT_COURIER_TIMEOUT_MS } from './types.ts';

export function courierMessage(
  key: MessageKey,
  params: Record<string, string | number> = {},
): CourierMessage {
  return { key, params, text: formatMessage(key, params) };
}

export function failure<F extends string>(
  kind: F,
  key: MessageKey,
  params: Record<string, string | number>,
): Failed<F> {
  return { ok: false, failure: kind, reason: courierMessage(key, params) };
}

export type CourierReply =
  | { reached: true; status: number; body: unknown }
  | { reached: false; result: Failed<'timeout' | 'unreachable'> };

const NETWORK_CAUSES: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection reset',
  ENOTFOUND: 'address not found',
  EAI_AGAIN: 'address not found',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  UND_ERR_SOCKET: 'connection closed',
};

export function networkProblem(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  if (cause?.code)
    return (
      NETWORK_CAUSES[cause.code] ?? (/CERT|SSL|TLS/.test(cause.code) ? 'certificate problem' : cause.code)
    );
  return cause?.message ?? (error instanceof Error ? error.message : 'network error');
}

/** The courier's own words about a refusal, if it sent any, with the HTTP status. */
export function refusalDetail(status: number, body: unknown): string {
  const b = (body ?? {}) as Record<string, unknown>;
  const said = [b.message, b.error_description, b.error].find((v) => typeof v === 'string' && v.trim());
  return said ? `HTTP ${status}: ${(said as string).trim().slice(0, 200)}` : `HTTP ${status}`;
}

export const joinUrl = (base: string, path: string) => `${base.replace(/\/+$/, '')}${path}`;

/**
 * One HTTP call to a courier with a deadline: the status and JSON body (null when it is not JSON), or
 * the failure to show when the courier could not be reached or did not answer in time.
 */
export async function callCourier(
  courier: string,
  url: string,
  init: RequestInit,
  timeoutMs = DEFAULT_COURIER_TIMEOUT_MS,
): Promise<CourierReply> {
  try {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = null;
    }
    return { reached: true, status: response.status, body };
  } catch (error) {
    if ((error as Error)?.name === 'TimeoutError' || (error as Error)?.name === 'AbortError') {
      return {
        reached: false,
        result: failure('timeout', 'courierTimedOut', { courier, seconds: timeoutMs / 1000 }),
      };
    }
    return {
      reached: false,
      result: failure('unreachable', 'courierUnreachable', { courier, detail: networkProblem(error) }),
    };
  }
}

export const unexpectedReply = (courier: string, status: number) =>
  failure('unexpected', 'courierUnexpectedReply', { courier, status });

export const refused = (courier: string, status: number, body: unknown) =>
  failure('refused', 'courierCredentialsRefused', { courier, detail: refusalDetail(status, body) });

/** HTTP 429 (Pathao sends no Retry-After): the caller paces itself and tries later. */
export const rateLimited = (courier: string) => failure('rate_limited', 'courierRateLimited', { courier });

/**
 * Why a read call (status, balance, fraud check) did not give its 200, or null when it did. `parcel`
 * names what was looked up, when a 404 means the courier has no such parcel.
 */
export function readFailure(
  courier: string,
  status: number,
  body: unknown,
  parcel?: string,
): Failed<StatusFailure> | null {
  if (status === 401 || status === 403) return refused(courier, status, body);
  if (status === 429) return rateLimited(courier);
  if (status === 404 && parcel !== undefined)
    return failure('not_found', 'courierParcelNotFound', { courier, parcel });
  return status === 200 ? null : unexpectedReply(courier, status);
}

/** A create the courier turned away before looking at the parcel (credentials, rate limit), or null. */
export function createRefusal(courier: string, status: number, body: unknown): Failed<CreateFailure> | null {
  if (status === 401 || status === 403) return refused(courier, status, body);
  // 'unexpected', not 'rejected': callers treat it as unknown and look the parcel up before booking again.
  if (status === 429) return failure('unexpected', 'courierRateLimited', { courier });
  return null;
}

export const rejected = (courier: string, detail: string) =>
  failure('rejected', 'courierRejected', { courier, detail });

export const duplicate = (courier: string, invoice: string) =>
  failure('duplicate', 'courierDuplicateInvoice', { courier, invoice });

/** The courier said no to a change of this parcel (cancel, COD), in its words. */
export const changeRefused = (courier: string, key: MessageKey, parcel: string, detail: string) =>
  failure('refused', key, { courier, parcel, detail });

/**
 * Why a change to a parcel (cancel, COD) did not give its 2xx, or null when it did: 400, 409 and 422 are
 * the courier refusing this parcel (`refusedKey`, with its words); the rest read as for a lookup.
 */
export function changeFailure(
  courier: string,
  refusedKey: MessageKey,
  parcel: string,
  status: number,
  body: unknown,
): Failed<ParcelChangeFailure> | null {
  if (status >= 200 && status <= 299) return null;
  if (status === 400 || status === 409 || status === 422)
    return changeRefused(courier, refusedKey, parcel, validationDetail(body) ?? `HTTP ${status}`);
  return readFailure(courier, status, body, parcel);
}
