import { formatMessage, type MessageKey } from '@chalan/core';
import type { CheckResult, CourierFailure, CourierMessage } from './types.ts';
import { DEFAULT_COURIER_TIMEOUT_MS } from './types.ts';

export function courierMessage(
  key: MessageKey,
  params: Record<string, string | number> = {},
): CourierMessage {
  return { key, params, text: formatMessage(key, params) };
}

export function failure(
  kind: CourierFailure,
  key: MessageKey,
  params: Record<string, string | number>,
): Extract<CheckResult, { ok: false }> {
  return { ok: false, failure: kind, reason: courierMessage(key, params) };
}

export type CourierReply =
  | { reached: true; status: number; body: unknown }
  | { reached: false; result: Extract<CheckResult, { ok: false }> };

const NETWORK_CAUSES: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection reset',
  ENOTFOUND: 'address not found',
  EAI_AGAIN: 'address not found',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  UND_ERR_SOCKET: 'connection closed',
};

function networkProblem(error: unknown): string {
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
