import type { MessageKey } from '../messages.ts';

export const DELIVERY_RISKS = ['new', 'safe', 'medium', 'high'] as const;
export type DeliveryRisk = (typeof DELIVERY_RISKS)[number];

/**
 * What the rule reads of a phone's delivery record (delivery-record/replies.ts has the whole figures):
 * named here so the rule does not import the reply built on its risks.
 */
interface OwnFigures {
  delivered: number;
  returned: number;
}
interface CourierFigures {
  name: string;
  delivered: number;
  cancelled: number;
  fraudReports: number;
}

export interface RiskReason {
  key: MessageKey;
  params: Record<string, string | number>;
}

/** Share of failed deliveries from which a customer is Medium, and High. */
export const MEDIUM_FAILURE_RATE = 0.2;
export const HIGH_FAILURE_RATE = 0.5;

/** Safe / Medium / High for a share (0..1) of parcels that came back. */
export function riskForRate(rate: number): Exclude<DeliveryRisk, 'new'> {
  return rate >= HIGH_FAILURE_RATE ? 'high' : rate >= MEDIUM_FAILURE_RATE ? 'medium' : 'safe';
}

/** returned / (delivered + returned), 0..1; null while no order is finished either way. */
export function returnRate({ delivered, returned }: { delivered: number; returned: number }): number | null {
  const finished = delivered + returned;
  return finished === 0 ? null : returned / finished;
}

/**
 * Safe / Medium / High from how often parcels to this phone came back: this seller's returns and the
 * courier's cancellations together, and any fraud report at the courier (at least Medium). Nobody has
 * delivered or failed a parcel for the phone yet: "new", never "safe".
 */
export function deliveryRisk(own: OwnFigures, courier: CourierFigures | null) {
  const reasons: RiskReason[] = [];
  const done = own.delivered + own.returned + (courier ? courier.delivered + courier.cancelled : 0);
  if (own.delivered + own.returned > 0) {
    reasons.push({ key: 'riskOwnRecord', params: { delivered: own.delivered, returned: own.returned } });
  }
  if (courier && courier.delivered + courier.cancelled > 0) {
    reasons.push({
      key: 'riskCourierRecord',
      params: { courier: courier.name, delivered: courier.delivered, cancelled: courier.cancelled },
    });
  }
  if (courier && courier.fraudReports > 0) {
    reasons.push({ key: 'riskFraudReports', params: { courier: courier.name, count: courier.fraudReports } });
  }
  if (done === 0 && !(courier && courier.fraudReports > 0)) {
    return { risk: 'new' as DeliveryRisk, reasons: [{ key: 'riskNewCustomer' as MessageKey, params: {} }] };
  }
  const failed = own.returned + (courier?.cancelled ?? 0);
  const rate = done === 0 ? 0 : failed / done;
  let risk: DeliveryRisk = riskForRate(rate);
  if (risk === 'safe' && courier && courier.fraudReports > 0) risk = 'medium';
  return { risk, reasons };
}
