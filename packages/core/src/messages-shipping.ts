/** Server messages of weights and delivery options (spread into MESSAGES). */
export const shippingMessages = {
  weightInvalid: 'Enter the weight in kg: more than 0, with at most 3 decimals',
  weightTooLarge: 'The weight can be at most {{maxKg}} kg',
  deliveryTypeInvalid: 'Choose home delivery or hub pick-up',
  itemTypeInvalid: 'Choose parcel or document',
  courierWeightTooHeavy:
    '{{courier}} takes parcels of at most {{maxKg}} kg, and this order weighs {{weightKg}} kg. Lower the order’s weight or choose another courier',
  courierChoiceRuleInvalid: 'Choose how the courier is picked',
  courierChoiceSaved: 'Courier choice saved',
  courierChoiceDistrictOnce: 'Each district can have one courier',
  courierChoiceUnknownCourier: 'Choose one of your active couriers',
} as const;
