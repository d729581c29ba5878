import type { FakeCourierName } from './couriers.ts';
import type { Parcel } from './parcels.ts';
import type { FakeCourierState } from './state.ts';
import { FIRST_STATUS, isFinal, statusInfo } from './statuses.ts';
import { webhookFor } from './webhook-payloads.ts';

export type NewParcel = Omit<Parcel, 'status' | 'createdAt' | 'updatedAt' | 'history'>;

/** Share of the non-final parcels one auto-advance tick moves. */
const MOVED_PER_TICK = 0.5;

/** Books a parcel in its courier's first status; Pathao then sends `order.created`. */
export function bookParcel(state: FakeCourierState, fields: NewParcel): Parcel {
  const at = new Date().toISOString();
  const status = FIRST_STATUS[fields.courier];
  const parcel = state.parcels.add({
    ...fields,
    status,
    createdAt: at,
    updatedAt: at,
    history: [{ status, at, message: statusInfo(fields.courier, status).message }],
  });
  notify(state, parcel, 'created');
  return parcel;
}

/** Moves a parcel to `status` (a raw value of its courier): history, payout, return request, webhook. */
export function moveParcel(
  state: FakeCourierState,
  parcel: Parcel,
  status: string,
  message?: string,
): Parcel {
  const at = new Date().toISOString();
  parcel.status = status;
  parcel.updatedAt = at;
  parcel.history.push({ status, at, message: message ?? statusInfo(parcel.courier, status).message });
  state.payouts.settle(parcel, at);
  state.returnRequests.follow(parcel, at);
  notify(state, parcel, 'status');
  return parcel;
}

/**
 * One auto-advance tick: about half the parcels that are not final take one step along their
 * courier's believable path (statuses.ts); a Steadfast parcel with an open return request heads for
 * cancelled instead. The steps come from the state's seeded random numbers, so
 * the same seed and the same parcels give the same moves.
 */
export function advanceParcels(state: FakeCourierState, courier?: FakeCourierName): Parcel[] {
  const moved: Parcel[] = [];
  for (const parcel of state.parcels.all(courier)) {
    if (isFinal(parcel.courier, parcel.status)) continue;
    if (state.random() >= MOVED_PER_TICK) continue;
    const next =
      state.returnRequests.nextStatus(parcel) ??
      pickWeighted(statusInfo(parcel.courier, parcel.status).next ?? [], state.random());
    if (next) moved.push(moveParcel(state, parcel, next));
  }
  return moved;
}

/** Ticks every `everyMs` until the returned stop function runs; the timer never keeps the process up. */
export function startAutoAdvance(state: FakeCourierState, everyMs: number): () => void {
  const timer = setInterval(() => advanceParcels(state), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

function pickWeighted(steps: [string, number][], roll: number): string | undefined {
  const total = steps.reduce((sum, [, weight]) => sum + weight, 0);
  let point = roll * total;
  for (const [status, weight] of steps) {
    point -= weight;
    if (point < 0) return status;
  }
  return steps.at(-1)?.[0];
}

function notify(state: FakeCourierState, parcel: Parcel, change: 'created' | 'status'): void {
  const setup = state.webhooks.forAccount(parcel.courier, parcel.account);
  if (!setup) return;
  const webhook = webhookFor(parcel, setup, change);
  if (webhook) void state.webhooks.send(setup, webhook);
}
