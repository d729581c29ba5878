import type { shippingMessages } from './messages-shipping.ts';

/** Bangla of the weight and delivery option messages (spread into MESSAGES_BN). */
export const shippingMessagesBn: { [K in keyof typeof shippingMessages]: string } = {
  weightInvalid: 'ওজন কেজিতে দিন: ০-এর বেশি, দশমিকের পরে সর্বোচ্চ ৩ অঙ্ক',
  weightTooLarge: 'ওজন সর্বোচ্চ {{maxKg}} কেজি হতে পারে',
  deliveryTypeInvalid: 'হোম ডেলিভারি অথবা হাব থেকে পিকআপ বেছে নিন',
  itemTypeInvalid: 'পার্সেল অথবা ডকুমেন্ট বেছে নিন',
  courierWeightTooHeavy:
    '{{courier}} সর্বোচ্চ {{maxKg}} কেজির পার্সেল নেয়, কিন্তু এই অর্ডারের ওজন {{weightKg}} কেজি। অর্ডারের ওজন কমান অথবা অন্য কুরিয়ার বেছে নিন',
  courierChoiceRuleInvalid: 'কুরিয়ার কীভাবে বাছাই হবে তা বেছে নিন',
  courierChoiceSaved: 'কুরিয়ার বাছাই সংরক্ষিত হয়েছে',
  courierChoiceDistrictOnce: 'প্রতিটি জেলায় একটি কুরিয়ার রাখা যায়',
  courierChoiceUnknownCourier: 'আপনার সক্রিয় কুরিয়ারগুলোর একটি বেছে নিন',
};
