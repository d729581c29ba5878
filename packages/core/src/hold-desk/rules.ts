import type { DeliveryStatus } from '../couriers/delivery-status.ts';
import type { MessageKey } from '../messages.ts';
import type { HoldAction, HoldKind } from './kinds.ts';

/**
 * Money at risk on a parcel of the desk: the COD still to collect (the order's payable, less what the
 * courier says it collected on a partial delivery) plus the delivery charge a return costs the seller
 * (the courier's own charge once it says, else the order's delivery charge). A parcel that comes back
 * brings no COD and still costs its charge, so both are what the seller loses if it is not delivered.
 */
export function moneyAtRisk(p: { payable: number; collected: number | null; charge: number }): number {
  return Math.max(0, p.payable - (p.collected ?? 0)) + Math.max(0, p.charge);
}

/** Couriers whose API can call a parcel back: Steadfast (return request), RedX (cancel). */
const RETURNS_BY_API = new Set(['steadfast', 'redx']);

export interface HoldActionInput {
  kind: HoldKind;
  status: DeliveryStatus;
  provider: string;
  /** A return already asked ('requested') or left to the courier's panel ('manual'). */
  cancelState: 'requested' | 'manual' | null;
  /** Active couriers with an API besides this parcel's. */
  otherCouriers: number;
}

export type HoldActionRule = { open: true; reason: null } | { open: false; reason: MessageKey };

const open = { open: true, reason: null } as const;
const closed = (reason: MessageKey) => ({ open: false, reason }) as const;

function returnRule(p: HoldActionInput): HoldActionRule {
  if (p.cancelState === 'requested') return closed('holdReturnAsked');
  if (p.status !== 'hold') return closed('holdReturnNotNow');
  if (!RETURNS_BY_API.has(p.provider) || p.cancelState === 'manual') return closed('holdReturnInPanel');
  return open;
}

/**
 * What the seller can do now, or why not. Return: only a parcel the courier holds (a failed or returning
 * one is coming back already). Received back and send with another courier: once the courier reports it
 * final as cancelled / returned, and they exclude each other (the first one takes it off the desk).
 */
export function holdActionRules(p: HoldActionInput): Record<HoldAction, HoldActionRule> {
  const back =
    p.kind === 'partial'
      ? closed('holdPartialSettle')
      : p.status === 'cancelled'
        ? open
        : closed('holdNotBackYet');
  // Still with the courier to deliver: a failed attempt the courier reports final is on its way back.
  const waiting = (p.kind === 'hold' || p.kind === 'failed') && p.status !== 'cancelled';
  return {
    willTake: waiting && p.cancelState === null ? open : closed('holdWillTakeNotNow'),
    return: returnRule(p),
    receivedBack: back,
    resend: back.open && p.otherCouriers === 0 ? closed('holdNoOtherCourier') : back,
  };
}
