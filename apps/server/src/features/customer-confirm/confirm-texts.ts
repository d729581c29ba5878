import type { TrackingLanguage } from '../tracking/tracking-texts.ts';

/** The confirmation page's words; Bangla first, as the SMS that brings the customer here. */
const en = {
  title: 'Confirm your order',
  yourOrder: 'Your order',
  order: 'Order',
  toPay: 'To pay on delivery',
  nothingToPay: 'Nothing to pay on delivery',
  items: 'Items',
  confirm: 'Yes, I confirm this order',
  cancel: 'No, cancel this order',
  validUntil: (at: string) => `This link works until ${at}`,
  cancelQuestion: 'Cancel this order?',
  cancelSure: 'Yes, cancel the order',
  keep: 'No, keep it',
  confirmed: 'Thank you! You confirmed this order.',
  cancelled: 'You cancelled this order.',
  answeredAt: 'Answered',
  callShop: 'To change anything, call the shop',
  sent: 'This order is already with the courier: it can no longer be changed here.',
  track: 'Track the parcel',
  closed: 'This order is no longer open.',
  expired: {
    title: 'This link has expired',
    text: 'To confirm or cancel the order, call the shop.',
  },
};

export type ConfirmTexts = typeof en;

const bn: ConfirmTexts = {
  title: 'অর্ডার নিশ্চিত করুন',
  yourOrder: 'আপনার অর্ডার',
  order: 'অর্ডার',
  toPay: 'ডেলিভারির সময় দিতে হবে',
  nothingToPay: 'ডেলিভারির সময় কিছু দিতে হবে না',
  items: 'পণ্য',
  confirm: 'হ্যাঁ, অর্ডারটি নিশ্চিত করছি',
  cancel: 'না, অর্ডারটি বাতিল করুন',
  validUntil: (at: string) => `এই লিংক ${at} পর্যন্ত কাজ করবে`,
  cancelQuestion: 'অর্ডারটি বাতিল করবেন?',
  cancelSure: 'হ্যাঁ, অর্ডার বাতিল করুন',
  keep: 'না, অর্ডার রাখুন',
  confirmed: 'ধন্যবাদ! আপনি অর্ডারটি নিশ্চিত করেছেন।',
  cancelled: 'আপনি অর্ডারটি বাতিল করেছেন।',
  answeredAt: 'উত্তর দিয়েছেন',
  callShop: 'কিছু বদলাতে চাইলে দোকানে ফোন করুন',
  sent: 'অর্ডারটি আগেই কুরিয়ারে দেওয়া হয়েছে: এখান থেকে আর বদলানো যাবে না।',
  track: 'পার্সেল ট্র্যাক করুন',
  closed: 'এই অর্ডারটি আর খোলা নেই।',
  expired: {
    title: 'এই লিংকের মেয়াদ শেষ',
    text: 'অর্ডার নিশ্চিত বা বাতিল করতে দোকানে ফোন করুন।',
  },
};

export const CONFIRM_TEXTS: Record<TrackingLanguage, ConfirmTexts> = { en, bn };
