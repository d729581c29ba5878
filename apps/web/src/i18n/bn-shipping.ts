import type { shippingEn } from './en-shipping.ts';
import type { Texts } from './texts.ts';

/** Bangla of en-shipping.ts. */
export const shippingBn: Texts<typeof shippingEn> = {
  shipping: {
    weight: 'ওজন',
    weightKg: 'ওজন (কেজি)',
    weightValue: '{{weight}} কেজি',
    productWeightHelp: 'এক পিসের ওজন, কেজিতে (০.৫ মানে আধা কেজি)',
    orderWeightSum: 'পণ্যগুলোর ওজনের যোগফল; বদলাতে নিজে লিখুন',
    orderWeightTyped: 'নিজে লেখা ওজন; মুছে দিলে আবার পণ্যগুলোর ওজন যোগ হবে',
    courierMaxWeight: '{{courier}} সর্বোচ্চ {{maxKg}} কেজির পার্সেল নেয়',
    deliveryType: 'ডেলিভারির ধরন',
    deliveryTypes: { home: 'হোম ডেলিভারি', hub: 'হাব থেকে পিকআপ' },
    itemType: 'পণ্যের ধরন',
    itemTypes: { parcel: 'পার্সেল', document: 'ডকুমেন্ট' },
  },
};
