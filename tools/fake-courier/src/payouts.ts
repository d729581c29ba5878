import { fromPoisha, toPoisha } from './money.ts';
import type { Parcel } from './parcels.ts';

/** Steadfast statuses that settle a parcel's money: its COD is paid out (or its charge taken). */
const SETTLED = new Set(['delivered', 'partial_delivered', 'cancelled']);

interface Payout {
  id: number;
  account: string;
  /** One payout per account per UTC day collects that day's settled parcels. */
  day: string;
  createdAt: string;
  updatedAt: string;
  parcels: Parcel[];
}

/** Steadfast's payouts (GET /payments): the COD it pays the merchant, less its charges. */
export class SteadfastPayouts {
  private payouts: Payout[] = [];
  private nextId = 5001;

  /** Adds a parcel that just reached a settling status to its account's payout of the day. */
  settle(parcel: Parcel, at: string): void {
    if (parcel.courier !== 'steadfast' || !SETTLED.has(parcel.status)) return;
    if (this.payouts.some((p) => p.parcels.includes(parcel))) return;
    const day = at.slice(0, 10);
    let payout = this.payouts.find((p) => p.account === parcel.account && p.day === day);
    if (!payout) {
      payout = { id: this.nextId++, account: parcel.account, day, createdAt: at, updatedAt: at, parcels: [] };
      this.payouts.push(payout);
    }
    payout.parcels.push(parcel);
    payout.updatedAt = at;
  }

  list(account: string) {
    return this.payouts.filter((p) => p.account === account).map((p) => this.reply(p, false));
  }

  one(account: string, id: number) {
    const payout = this.payouts.find((p) => p.account === account && p.id === id);
    return payout && this.reply(payout, true);
  }

  clear(): void {
    this.payouts = [];
    this.nextId = 5001;
  }

  private reply(payout: Payout, withConsignments: boolean) {
    // A delivered parcel brings its COD less the charge; a cancelled one costs the charge.
    const poisha = payout.parcels.reduce(
      (sum, p) => sum + (p.status === 'cancelled' ? 0 : toPoisha(p.codAmount)) - toPoisha(p.deliveryCharge),
      0,
    );
    return {
      id: payout.id,
      amount: fromPoisha(poisha),
      status: 'paid',
      created_at: payout.createdAt,
      updated_at: payout.updatedAt,
      ...(withConsignments
        ? {
            consignments: payout.parcels.map((p) => ({
              consignment_id: Number(p.consignmentId),
              invoice: p.invoice,
              tracking_code: p.trackingCode,
              cod_amount: p.codAmount,
              delivery_charge: p.deliveryCharge,
              status: p.status,
            })),
          }
        : {}),
    };
  }
}
