import type { DeliveryStatus } from '@chalan/core';

export type TrackingLanguage = 'bn' | 'en';

/** How a status reads to the customer (not the seller's words on the courier pages). */
type StatusWords = Record<DeliveryStatus, string>;

const statusEn: StatusWords = {
  pending: 'With the courier, on its way',
  in_review: 'Sent to the courier',
  hold: 'Waiting at the courier',
  delivered: 'Delivered',
  delivered_approval_pending: 'Delivered',
  partial_delivered: 'Partly delivered',
  partial_delivered_approval_pending: 'Partly delivered',
  cancelled: 'Not delivered: going back to the seller',
  cancelled_approval_pending: 'Not delivered: going back to the seller',
  unknown: 'Not known yet',
  unknown_approval_pending: 'Not known yet',
};

const statusBn: StatusWords = {
  pending: 'কুরিয়ারের কাছে, পথে আছে',
  in_review: 'কুরিয়ারের কাছে পাঠানো হয়েছে',
  hold: 'কুরিয়ারের কাছে অপেক্ষায় আছে',
  delivered: 'ডেলিভারি হয়েছে',
  delivered_approval_pending: 'ডেলিভারি হয়েছে',
  partial_delivered: 'আংশিক ডেলিভারি হয়েছে',
  partial_delivered_approval_pending: 'আংশিক ডেলিভারি হয়েছে',
  cancelled: 'ডেলিভারি হয়নি: বিক্রেতার কাছে ফেরত যাচ্ছে',
  cancelled_approval_pending: 'ডেলিভারি হয়নি: বিক্রেতার কাছে ফেরত যাচ্ছে',
  unknown: 'এখনো জানা যায়নি',
  unknown_approval_pending: 'এখনো জানা যায়নি',
};

const en = {
  title: 'Parcel tracking',
  otherLanguage: { label: 'বাংলা', lang: 'bn' },
  statusNow: 'Your parcel',
  courier: 'Courier',
  order: 'Order',
  toPay: 'To pay on delivery',
  paid: 'Paid on delivery',
  cod: 'Cash on delivery',
  nothingToPay: 'Nothing to pay on delivery',
  items: 'Items',
  history: 'Updates',
  noHistory: 'No updates yet',
  handedOver: 'Handed to the courier',
  status: statusEn,
  notFound: {
    title: 'Page not found',
    text: 'Check that the link is complete, as it was sent to you.',
  },
  expired: {
    title: 'This link has expired',
    text: 'A tracking link stops working 30 days after the order ends.',
  },
};

export type TrackingTexts = typeof en;

const bn: TrackingTexts = {
  title: 'পার্সেল ট্র্যাকিং',
  otherLanguage: { label: 'English', lang: 'en' },
  statusNow: 'আপনার পার্সেল',
  courier: 'কুরিয়ার',
  order: 'অর্ডার',
  toPay: 'ডেলিভারির সময় দিতে হবে',
  paid: 'ডেলিভারির সময় দেওয়া হয়েছে',
  cod: 'ক্যাশ অন ডেলিভারি',
  nothingToPay: 'ডেলিভারির সময় কিছু দিতে হবে না',
  items: 'পণ্য',
  history: 'আপডেট',
  noHistory: 'এখনো কোনো আপডেট নেই',
  handedOver: 'কুরিয়ারে দেওয়া হয়েছে',
  status: statusBn,
  notFound: {
    title: 'পাতাটি পাওয়া যায়নি',
    text: 'আপনাকে পাঠানো লিংকটি পুরোটা খোলা হয়েছে কিনা দেখুন।',
  },
  expired: {
    title: 'এই লিংকের মেয়াদ শেষ',
    text: 'অর্ডার শেষ হওয়ার ৩০ দিন পর ট্র্যাকিং লিংক আর কাজ করে না।',
  },
};

export const TRACKING_TEXTS: Record<TrackingLanguage, TrackingTexts> = { en, bn };

/** Bangla unless the page was asked for in English. */
export const trackingLanguage = (lang: string | undefined): TrackingLanguage => (lang === 'en' ? 'en' : 'bn');
