import { randomInt } from 'node:crypto';
import type { FakeCourierName } from './couriers.ts';

/** One step of a parcel's life, as the courier reports it. */
export interface ParcelEvent {
  /** The courier's own status value (Steadfast delivery_status, Pathao slug, RedX status). */
  status: string;
  at: string;
  message: string;
}

/** A parcel booked with the fake, kept in memory under the merchant account that booked it. */
export interface Parcel {
  courier: FakeCourierName;
  /** The account the call's auth identified: Steadfast apiKey, Pathao clientId, RedX access token. */
  account: string;
  /** Steadfast consignment_id (digits), Pathao consignment_id, RedX tracking_id. */
  consignmentId: string;
  /** Steadfast's tracking_code; null for the others. */
  trackingCode: string | null;
  /** Steadfast invoice, Pathao merchant_order_id, RedX merchant_invoice_id (null when not sent). */
  invoice: string | null;
  recipient: { name: string; phone: string; address: string; secondaryPhone: string | null };
  /** Taka, the number the caller sent. */
  codAmount: number;
  /** Taka, the fake's own tariff. */
  deliveryCharge: number;
  /** The courier's own status value; see statuses.ts. */
  status: string;
  createdAt: string;
  updatedAt: string;
  history: ParcelEvent[];
  /** The other fields of the create call, as each courier's replies need them. */
  details: Record<string, unknown>;
}

/** How a test or the control endpoint names a parcel. */
export interface ParcelRef {
  courier: FakeCourierName;
  /** Consignment id / tracking id (Steadfast: its tracking code also works). */
  id?: string;
  invoice?: string;
  /** Narrows to one account when an invoice is used by several. */
  account?: string;
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const HEX = '0123456789ABCDEF';
const pick = (alphabet: string, length: number) =>
  Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
const twoDigits = (n: number) => String(n).padStart(2, '0');

/** Every parcel of every account and courier, in booking order. */
export class ParcelStore {
  private list: Parcel[] = [];
  /** Steadfast consignment ids are numbers that count up; this one looks like theirs. */
  private nextSteadfastId = 1_424_107;

  add(parcel: Parcel): Parcel {
    this.list.push(parcel);
    return parcel;
  }

  all(courier?: FakeCourierName, account?: string): Parcel[] {
    return this.list.filter(
      (p) => (!courier || p.courier === courier) && (!account || p.account === account),
    );
  }

  /** The account's parcel with this consignment id (or, for Steadfast, tracking code). */
  byId(courier: FakeCourierName, account: string, id: string): Parcel | undefined {
    return this.list.find(
      (p) =>
        p.courier === courier && p.account === account && (p.consignmentId === id || p.trackingCode === id),
    );
  }

  byInvoice(courier: FakeCourierName, account: string, invoice: string): Parcel | undefined {
    return this.list.find((p) => p.courier === courier && p.account === account && p.invoice === invoice);
  }

  /** Parcels matching a control reference: several when an invoice is shared by accounts. */
  matching(ref: ParcelRef): Parcel[] {
    return this.list.filter(
      (p) =>
        p.courier === ref.courier &&
        (!ref.account || p.account === ref.account) &&
        (ref.id === undefined || p.consignmentId === ref.id || p.trackingCode === ref.id) &&
        (ref.invoice === undefined || p.invoice === ref.invoice),
    );
  }

  steadfastId(): string {
    return String(this.nextSteadfastId++);
  }

  /** 8 upper-case hex characters, e.g. 15BAEB8A. */
  steadfastTrackingCode(): string {
    return this.unique(
      () => pick(HEX, 8),
      (p, code) => p.trackingCode === code,
    );
  }

  /** DL + the day (ddmmyy) + 6 characters, e.g. DL121224VS8TTJ. */
  pathaoConsignmentId(now = new Date()): string {
    const day = `${twoDigits(now.getUTCDate())}${twoDigits(now.getUTCMonth() + 1)}${twoDigits(now.getUTCFullYear() % 100)}`;
    return this.unique(
      () => `DL${day}${pick(ALPHANUMERIC, 6)}`,
      (p, id) => p.consignmentId === id,
    );
  }

  /** 13 characters starting with the year, e.g. 21A427TU4BN3R. */
  redxTrackingId(now = new Date()): string {
    const year = twoDigits(now.getUTCFullYear() % 100);
    return this.unique(
      () => `${year}A${pick(ALPHANUMERIC, 10)}`,
      (p, id) => p.consignmentId === id,
    );
  }

  clear(): void {
    this.list = [];
    this.nextSteadfastId = 1_424_107;
  }

  private unique(make: () => string, taken: (p: Parcel, value: string) => boolean): string {
    for (;;) {
      const value = make();
      if (!this.list.some((p) => taken(p, value))) return value;
    }
  }
}
