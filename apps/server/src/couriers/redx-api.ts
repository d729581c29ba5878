import type { RedxCredentials } from '@chalan/core';
import { type CourierReply, callCourier, joinUrl } from './http.ts';
import type { CourierCallOptions } from './types.ts';

export const NAME = 'RedX';

export function headers(credentials: RedxCredentials): Record<string, string> {
  return {
    'API-ACCESS-TOKEN': `Bearer ${credentials.accessToken}`,
    'Content-Type': 'application/json',
    Accept: 'application/json',
  };
}

/** One call to the RedX OpenAPI (shared/couriers/redx.md) with the merchant's token. */
export function redxCall(
  credentials: RedxCredentials,
  { baseUrl, timeoutMs }: CourierCallOptions,
  path: string,
  body?: unknown,
): Promise<CourierReply> {
  return callCourier(
    NAME,
    joinUrl(baseUrl, path),
    {
      method: body === undefined ? 'GET' : 'POST',
      headers: headers(credentials),
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    },
    timeoutMs,
  );
}
