import type {
  ApiProvider,
  CourierMode,
  CredentialsByProvider,
  DeliveryStatus,
  DeliveryType,
  Grams,
  ItemType,
  MessageKey,
} from '@chalan/core';

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

/** A call that did not give what was asked, and the words to show for it. */
export interface Failed<F extends string> {
  ok: false;
  failure: F;
  reason: CourierMessage;
}

/** What went wrong talking to a courier. */
export type CourierFailure = 'refused' | 'unreachable' | 'timeout' | 'unexpected';

export type CheckResult = { ok: true; detail: CourierMessage } | Failed<CourierFailure>;

/** A parcel to book: one order, with its id as the courier's invoice / merchant order id. */
export interface ParcelRequest {
  /** Our order id (letters, digits, '-'). */
  invoice: string;
  recipientName: string;
  /** 01XXXXXXXXX */
  recipientPhone: string;
  recipientAddress: string;
  /** English names from bd-locations; may be blank. */
  district: string;
  thana: string;
  /** The payable, collected on delivery. */
  codAmountPoisha: number;
  /** Declared value (the products' sub-total); RedX asks for it. */
  valuePoisha: number;
  itemCount: number;
  /** The order's weight (Pathao takes kilograms, RedX grams, Steadfast none). */
  weightGrams: Grams;
  /** Steadfast's home delivery or hub pick-up. */
  deliveryType: DeliveryType;
  /** Pathao's parcel or document. */
  itemType: ItemType;
  note?: string;
  itemDescription?: string;
}

/** How to find a parcel again: our invoice and whatever ids the courier gave it. */
export interface ParcelRef {
  invoice: string;
  consignmentId?: string | null;
  trackingCode?: string | null;
}

export interface BookedParcel {
  invoice: string;
  consignmentId: string | null;
  trackingCode: string | null;
  status: DeliveryStatus;
  /** The courier's own value; blank when its reply names none (RedX, Steadfast bulk). */
  rawStatus: string;
}

/**
 * 'rejected': the courier validated the parcel and said no, nothing was booked. 'duplicate': the courier
 * already has this invoice. 'timeout' / 'unreachable' / 'unexpected' after the request left: it is UNKNOWN
 * whether the parcel was booked; look it up (Steadfast) or book again and expect 'duplicate'.
 */
export type CreateFailure = 'rejected' | 'duplicate' | CourierFailure;
export type CreateOutcome = { ok: true; parcel: BookedParcel } | Failed<CreateFailure>;

export interface StatusStep {
  /** Absent when the courier gives only words for a step (RedX's tracking). */
  rawStatus?: string;
  /** ISO time. */
  at: string;
  message?: string;
  /** The same words in Bangla, where the courier gives them (RedX). */
  messageBn?: string;
}

/** What the courier says a settled parcel collected and cost (couriers/replies.ts settledMoney). */
export interface SettledMoney {
  collectedPoisha?: number;
  chargePoisha?: number;
}

export type StatusFailure = 'not_found' | 'rate_limited' | CourierFailure;
export type StatusOutcome =
  | ({
      ok: true;
      status: DeliveryStatus;
      rawStatus: string;
      consignmentId?: string | null;
      trackingCode?: string | null;
      history?: StatusStep[];
    } & SettledMoney)
  | Failed<StatusFailure>;

export type BalanceOutcome = { ok: true; balancePoisha: number } | Failed<StatusFailure>;

/** What the courier knows of a phone number across all its merchants. */
export interface FraudReport {
  totalParcels: number;
  delivered: number;
  cancelled: number;
  fraudReports: number;
}
export type FraudCheckOutcome = { ok: true; report: FraudReport } | Failed<StatusFailure>;

interface ParcelIds {
  invoice?: string;
  consignmentId?: string;
  trackingCode?: string;
}

/**
 * A courier's webhook call, read (its authentication is the route's job). 'status': the parcel moved;
 * 'tracking': news with no status of its own (confirm with findParcel); 'handshake': Pathao's set-up call.
 */
export type WebhookEvent =
  | ({
      kind: 'status';
      rawStatus: string;
      status: DeliveryStatus;
      at: Date;
      message?: string;
      messageBn?: string;
    } & ParcelIds &
      SettledMoney)
  | ({ kind: 'tracking'; rawStatus?: string; at: Date; message?: string } & ParcelIds)
  | { kind: 'handshake' }
  | ({ kind: 'paid'; payment: CourierPayment } & ParcelIds);

/**
 * A courier paying the merchant for one parcel (Pathao's `order.paid` / `order.paid-return`): its payment
 * (invoice) id, what it collected and what it kept as its fee.
 */
export interface CourierPayment {
  payoutId: string;
  collectedPoisha: number;
  chargePoisha: number;
  at: Date;
}

/** A payout the courier made to the merchant (Steadfast GET /payments). */
export interface PayoutSummary {
  /** The courier's own payout id. */
  id: string;
  /** Signed: a payout of returns only can take charges back. */
  amountPoisha: number;
  status: string | null;
  paidAt: Date | null;
}

/** One parcel of a payout; status is the courier's raw value, lower-cased. */
export interface PayoutConsignment {
  consignmentId: string | null;
  invoice: string | null;
  trackingCode: string | null;
  codAmountPoisha: number;
  deliveryChargePoisha: number;
  status: string;
}

export interface PayoutDetail extends PayoutSummary {
  consignments: PayoutConsignment[];
  /** The courier's reply as it came, kept with the imported payout. */
  raw: Record<string, unknown>;
}

export type PayoutsOutcome = { ok: true; payouts: PayoutSummary[] } | Failed<StatusFailure>;
export type PayoutOutcome = { ok: true; payout: PayoutDetail } | Failed<StatusFailure>;

/**
 * Why a change to a booked parcel (cancel, COD) did not happen. 'refused': the courier said no to this
 * parcel (e.g. already delivered or picked up), its words in the reason — or it refused the credentials
 * (key courierCredentialsRefused). 'timeout' / 'unreachable' / 'unexpected': unknown whether the change
 * was made; read the parcel (findParcel) before asking again.
 */
export type ParcelChangeFailure = 'not_found' | 'refused' | 'rate_limited' | CourierFailure;

/**
 * 'cancelled': the courier cancelled the parcel (RedX; one already picked up goes back to the merchant).
 * 'return_requested': the courier took a return request (Steadfast, `requestId`); the parcel becomes
 * cancelled once the courier approves it, as later statuses show.
 */
export type CancelOutcome =
  | { ok: true; kind: 'cancelled' | 'return_requested'; requestId?: string; detail: CourierMessage }
  | Failed<ParcelChangeFailure>;

/** `codAmountPoisha`: what the courier will now collect (RedX collects whole taka). */
export type UpdateCodOutcome =
  | { ok: true; codAmountPoisha: number; detail: CourierMessage }
  | Failed<ParcelChangeFailure>;

/** What a courier is asked to price: where the parcel goes, how heavy, and the COD it collects. */
export interface QuoteRequest {
  /** English names from bd-locations. */
  district: string;
  thana: string;
  weightGrams: Grams;
  codAmountPoisha: number;
  itemType: ItemType;
}

/** 'rejected': the courier does not deliver there (or not at this weight); its words in the reason. */
export type QuoteOutcome = { ok: true; chargePoisha: number } | Failed<StatusFailure | CreateFailure>;

/** One provider's API, per its contract in shared/couriers/. */
export interface CourierAdapter<P extends ApiProvider> {
  /** The contract's base URL per mode. */
  baseUrls: Record<CourierMode, string>;
  /** Asks the courier whether these credentials work (the cheapest call that needs them). */
  checkCredentials(credentials: CredentialsByProvider[P], options: CourierCallOptions): Promise<CheckResult>;
  /** Books one parcel; never retried inside the adapter (a timeout may hide a booking). */
  createParcel(
    credentials: CredentialsByProvider[P],
    request: ParcelRequest,
    options: CourierCallOptions,
  ): Promise<CreateOutcome>;
  /** With createParcels: the most parcels one call to the courier carries. */
  bulkLimit?: number;
  /** Books many, at most bulkLimit a call: one outcome per request, in order. */
  createParcels?(
    credentials: CredentialsByProvider[P],
    requests: ParcelRequest[],
    options: CourierCallOptions,
  ): Promise<CreateOutcome[]>;
  /** The current status of a parcel the courier has (or 'not_found'). */
  findParcel(
    credentials: CredentialsByProvider[P],
    ref: ParcelRef,
    options: CourierCallOptions,
  ): Promise<StatusOutcome>;
  balance?(credentials: CredentialsByProvider[P], options: CourierCallOptions): Promise<BalanceOutcome>;
  fraudCheck?(
    credentials: CredentialsByProvider[P],
    phone: string,
    options: CourierCallOptions,
  ): Promise<FraudCheckOutcome>;
  /** The merchant's payouts, without their parcels (COD reconciliation). */
  payouts?(credentials: CredentialsByProvider[P], options: CourierCallOptions): Promise<PayoutsOutcome>;
  /** One payout with its parcels. */
  payout?(
    credentials: CredentialsByProvider[P],
    id: string,
    options: CourierCallOptions,
  ): Promise<PayoutOutcome>;
  /**
   * Cancels the parcel at the courier; absent where its API cannot (Pathao: say so with
   * courierCannotCancel). Never retried inside the adapter.
   */
  cancelParcel?(
    credentials: CredentialsByProvider[P],
    ref: ParcelRef,
    reason: string,
    options: CourierCallOptions,
  ): Promise<CancelOutcome>;
  /** Changes the COD the courier collects; absent where its API cannot (Steadfast, Pathao). */
  updateCod?(
    credentials: CredentialsByProvider[P],
    ref: ParcelRef,
    codAmountPoisha: number,
    reason: string,
    options: CourierCallOptions,
  ): Promise<UpdateCodOutcome>;
  /** The courier's charge for a parcel (delivery and COD fee); absent where its API prices none (Steadfast). */
  quote?(
    credentials: CredentialsByProvider[P],
    request: QuoteRequest,
    options: CourierCallOptions,
  ): Promise<QuoteOutcome>;
  /** null when the body is not one of this courier's webhook calls about a parcel. */
  parseWebhook(body: unknown): WebhookEvent | null;
}
