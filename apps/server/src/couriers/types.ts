import type { ApiProvider, CourierMode, CredentialsByProvider, MessageKey } from '@chalan/core';

/** How long we wait for a courier before telling the user it did not answer. */
export const DEFAULT_COURIER_TIMEOUT_MS = 10_000;

/** Where to reach a courier and how long to wait for it. */
export interface CourierCallOptions {
  /** The API's base URL (the contract's, or the one a setting put in its place). */
  baseUrl: string;
  timeoutMs?: number;
}

/** A user-facing outcome: a message key with its values (the web translates it) and the English text. */
export interface CourierMessage {
  key: MessageKey;
  params: Record<string, string | number>;
  text: string;
}

/** What went wrong talking to a courier. */
export type CourierFailure = 'refused' | 'unreachable' | 'timeout' | 'unexpected';

export type CheckResult =
  | { ok: true; detail: CourierMessage }
  | { ok: false; failure: CourierFailure; reason: CourierMessage };

/** One provider's API, per its contract in shared/couriers/. */
export interface CourierAdapter<P extends ApiProvider> {
  /** The contract's base URL per mode. */
  baseUrls: Record<CourierMode, string>;
  /** Asks the courier whether these credentials work (the cheapest call that needs them). */
  checkCredentials(credentials: CredentialsByProvider[P], options: CourierCallOptions): Promise<CheckResult>;
}
