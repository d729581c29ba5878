/** What Start Order knows when a courier choice answer comes. */
export interface PreselectState {
  /** The customer's district now (null before a customer is chosen). */
  district: string | null;
  /** The user chose a courier themselves (the select or a row of the choice): it is never overridden. */
  pickedByHand: boolean;
  /** The district whose suggestion was already applied (or passed over): each district is decided once. */
  decidedFor: string | null;
  courierId: string | null;
  /** The active couriers the select offers. */
  activeIds: readonly string[];
}

/** The part of the courier choice reply this needs. */
export interface SuggestionReply {
  district: string;
  suggestedCourierId: string | null;
}

/**
 * Whether an answer preselects a courier: null leaves everything as it is; otherwise `decidedFor`
 * records the district as decided and `courierId` (when set) is the courier to choose, as choosing it
 * in the select does (its delivery charge follows). An answer for another district than the customer's
 * now (a late one) is ignored; a suggestion that is no active courier changes nothing.
 */
export function preselection(
  state: PreselectState,
  reply: SuggestionReply | undefined,
): { decidedFor: string; courierId: string | null } | null {
  if (!reply || !state.district || state.pickedByHand) return null;
  if (reply.district.toLowerCase() !== state.district.toLowerCase()) return null;
  if (state.decidedFor === reply.district) return null;
  const suggested = reply.suggestedCourierId;
  const usable = suggested !== null && state.activeIds.includes(suggested) && suggested !== state.courierId;
  return { decidedFor: reply.district, courierId: usable ? suggested : null };
}
