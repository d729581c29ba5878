import type { SteadfastCredentials } from '@chalan/core';
import { type CourierReply, callCourier, joinUrl } from './http.ts';
import { asRecord } from './replies.ts';
import type { CourierCallOptions } from './types.ts';

export const NAME = 'Steadfast';

export function headers(credentials: SteadfastCredentials): Record<string, string> {
  return {
    'Api-Key': credentials.apiKey,
    'Secret-Key': credentials.secretKey,
    'Content-Type': 'application/json',
    Accept: 'application/json',
  };
}

export type SteadfastReply = Extract<CourierReply, { reached: true }> & {
  /** Steadfast repeats a status inside the body and may refuse with HTTP 200: the one that counts. */
  effective: number;
};

/** One call to Steadfast's API (shared/couriers/steadfast.md) with the merchant's keys. */
export async function steadfastCall(
  credentials: SteadfastCredentials,
  { baseUrl, timeoutMs }: CourierCallOptions,
  path: string,
  body?: unknown,
): Promise<SteadfastReply | Extract<CourierReply, { reached: false }>> {
  const reply = await callCourier(
    NAME,
    joinUrl(baseUrl, path),
    {
      method: body === undefined ? 'GET' : 'POST',
      headers: headers(credentials),
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    },
    timeoutMs,
  );
  if (!reply.reached) return reply;
  const inner = asRecord(reply.body).status;
  const effective = reply.status === 200 && typeof inner === 'number' ? inner : reply.status;
  return { ...reply, effective };
}
