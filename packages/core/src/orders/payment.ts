/** Payment types of the spec (part 1 §9); COD is the default. */
export const PAYMENT_TYPES = ['COD', 'bKash', 'Nagad', 'Rocket', 'Partial'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];
