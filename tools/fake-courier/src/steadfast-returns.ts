import type { SteadfastAccount } from './couriers.ts';
import type { Parcel, ParcelStore } from './parcels.ts';
import { type Body, Checks, type FieldErrors } from './validation.ts';

/** Return request statuses (shared/couriers/steadfast.md); the fake uses all but processing. */
export type ReturnStatus = 'pending' | 'approved' | 'processing' | 'completed' | 'cancelled';

interface ReturnRequest {
  id: number;
  account: string;
  userId: number;
  parcel: Parcel;
  reason: string | null;
  status: ReturnStatus;
  createdAt: string;
  updatedAt: string;
}

const OPEN: ReadonlySet<ReturnStatus> = new Set(['pending', 'approved', 'processing']);
/** A return can be asked for until the parcel reaches an outcome (the fake's choice). */
const RETURNABLE = new Set(['in_review', 'pending', 'hold']);
/** What an open request becomes when its parcel moves to one of these statuses. */
const FOLLOWS: Record<string, ReturnStatus> = {
  cancelled_approval_pending: 'approved',
  cancelled: 'completed',
  delivered_approval_pending: 'cancelled',
  partial_delivered_approval_pending: 'cancelled',
  delivered: 'cancelled',
  partial_delivered: 'cancelled',
};

/** A return request as Steadfast's documentation shows it (create, one, and each of the list). */
export interface ReturnRequestReply {
  id: number;
  user_id: number;
  consignment_id: number;
  reason: string | null;
  status: ReturnStatus;
  created_at: string;
  updated_at: string;
}

export type ReturnRequestResult =
  | { request: ReturnRequestReply }
  | { errors: FieldErrors }
  | { status: 404 | 422; message: string };

/**
 * Steadfast's return requests (POST /create_return_request, GET /get_return_request/{id},
 * GET /get_return_requests). A parcel with an open request is cancelled as auto-advance moves it:
 * cancelled_approval_pending (request approved), then cancelled (request completed).
 */
export class SteadfastReturnRequests {
  private list: ReturnRequest[] = [];
  private nextId = 1;

  create(
    parcels: ParcelStore,
    accounts: SteadfastAccount[],
    account: string,
    body: Body,
  ): ReturnRequestResult {
    const checks = new Checks(body);
    const byId = checks.text('consignment_id');
    const invoice = checks.text('invoice');
    const code = checks.text('tracking_code');
    const reason = checks.text('reason', { max: 500 });
    if (!byId && !invoice && !code)
      checks.add(
        'consignment_id',
        'The consignment id field is required when none of invoice / tracking code are present.',
      );
    if (!checks.ok) return { errors: checks.errors };
    const parcel = byId
      ? parcels.byId('steadfast', account, byId)
      : invoice
        ? parcels.byInvoice('steadfast', account, invoice)
        : parcels.all('steadfast', account).find((p) => p.trackingCode === code);
    if (!parcel) return { status: 404, message: 'Consignment not found' };
    if (!RETURNABLE.has(parcel.status))
      return {
        status: 422,
        message: `A return request can not be created for a ${parcel.status} consignment.`,
      };
    if (this.openFor(parcel))
      return { status: 422, message: 'A return request for this consignment is already open.' };
    const at = new Date().toISOString();
    const request: ReturnRequest = {
      id: this.nextId++,
      account,
      userId: accounts.findIndex((a) => a.apiKey === account) + 1,
      parcel,
      reason: reason ?? null,
      status: 'pending',
      createdAt: at,
      updatedAt: at,
    };
    this.list.push(request);
    return { request: this.reply(request) };
  }

  one(account: string, id: string) {
    const found = this.list.find((r) => r.account === account && String(r.id) === id);
    return found && this.reply(found);
  }

  all(account: string) {
    return this.list.filter((r) => r.account === account).map((r) => this.reply(r));
  }

  /** Where auto-advance takes a parcel that has an open request, or undefined to take its usual path. */
  nextStatus(parcel: Parcel): string | undefined {
    return this.openFor(parcel) && RETURNABLE.has(parcel.status) ? 'cancelled_approval_pending' : undefined;
  }

  /** Keeps the parcel's open request in step with the parcel, however it moved (advance or control). */
  follow(parcel: Parcel, at: string): void {
    const request = this.openFor(parcel);
    const next = FOLLOWS[parcel.status];
    if (!request || !next) return;
    request.status = next;
    request.updatedAt = at;
  }

  clear(): void {
    this.list = [];
    this.nextId = 1;
  }

  private openFor(parcel: Parcel): ReturnRequest | undefined {
    return this.list.find((r) => r.parcel === parcel && OPEN.has(r.status));
  }

  private reply(r: ReturnRequest): ReturnRequestReply {
    return {
      id: r.id,
      user_id: r.userId,
      consignment_id: Number(r.parcel.consignmentId),
      reason: r.reason,
      status: r.status,
      created_at: r.createdAt,
      updated_at: r.updatedAt,
    };
  }
}
