import type { ApiProvider, CourierMode, CredentialsByProvider } from '@chalan/core';
import type { Config } from '../config.ts';
import * as pathao from './pathao.ts';
import * as redx from './redx.ts';
import * as steadfast from './steadfast.ts';
import type { CheckResult, CourierAdapter, CourierCallOptions } from './types.ts';

export type {
  BalanceOutcome,
  BookedParcel,
  CancelOutcome,
  CheckResult,
  CourierAdapter,
  CourierCallOptions,
  CourierFailure,
  CourierMessage,
  CreateFailure,
  CreateOutcome,
  FraudCheckOutcome,
  FraudReport,
  ParcelChangeFailure,
  ParcelRef,
  ParcelRequest,
  QuoteOutcome,
  QuoteRequest,
  StatusFailure,
  StatusOutcome,
  StatusStep,
  UpdateCodOutcome,
  WebhookEvent,
} from './types.ts';
export { DEFAULT_COURIER_TIMEOUT_MS } from './types.ts';

const ADAPTERS: { [P in ApiProvider]: CourierAdapter<P> } = { steadfast, pathao, redx };

export function courierAdapter<P extends ApiProvider>(provider: P): CourierAdapter<P> {
  return ADAPTERS[provider];
}

export type CourierSettings = Pick<Config, 'STEADFAST_BASE_URL' | 'PATHAO_BASE_URL' | 'REDX_BASE_URL'>;

/** The contract's base URL for the mode, unless a setting replaces it (dev, demo and tests use the fake). */
export function courierBaseUrl(settings: CourierSettings, provider: ApiProvider, mode: CourierMode): string {
  const override = {
    steadfast: settings.STEADFAST_BASE_URL,
    pathao: settings.PATHAO_BASE_URL,
    redx: settings.REDX_BASE_URL,
  }[provider];
  return override ?? ADAPTERS[provider].baseUrls[mode];
}

/** Where to call the provider in this mode, and how long to wait: the options every adapter call takes. */
export function courierCallOptions(
  settings: CourierSettings,
  provider: ApiProvider,
  mode: CourierMode,
  timeoutMs?: number,
): CourierCallOptions {
  return { baseUrl: courierBaseUrl(settings, provider, mode), ...(timeoutMs ? { timeoutMs } : {}) };
}

/** Asks the provider whether the credentials work, with the stored mode's (or the set) base URL. */
export function checkCourierCredentials<P extends ApiProvider>(
  settings: CourierSettings,
  provider: P,
  mode: CourierMode,
  credentials: CredentialsByProvider[P],
  options: { timeoutMs?: number } = {},
): Promise<CheckResult> {
  return courierAdapter(provider).checkCredentials(
    credentials,
    courierCallOptions(settings, provider, mode, options.timeoutMs),
  );
}
