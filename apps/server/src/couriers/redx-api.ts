import type { RedxCredentials } from '@chalan/core';
import { type CourierReply, callCourier, failure, joinUrl } from './http.ts';
import type { CourierCallOptions, ParcelRef } from './types.ts';

export const NAME = 'RedX';

export function headers(credentials: RedxCredentials): Record<string, string> {
  return {
    'API-ACCESS-TOKEN': `Bearer ${credentials.accessToken}`,
    'Content-Type': 'application/json',
    Accept: 'application/json',
  };
}

/** RedX's one id, kept as both consignment id and tracking code; RedX finds a parcel by nothing else. */
export function trackingIdOf(ref: ParcelRef) {
  const id = ref.trackingCode ?? ref.consignmentId;
  return id ? { ok: true as const, id } : failure('unexpected', 'courierLookupNeedsId', { courier: NAME });
}

/** One call to the RedX OpenAPI (shared/couriers/redx.md) with the merchant's token; GET, or POST with a body. */
export function redxCall(
  credentials: RedxCredentials,
  { baseUrl, timeoutMs }: CourierCallOptions,
  path: string,
  body?: unknown,
  method = body === undefined ? 'GET' : 'POST',
): Promise<CourierReply> {
  return callCourier(
    NAME,
    joinUrl(baseUrl, path),
    {
      method,
      headers: headers(credentials),
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    },
    timeoutMs,
  );
}
