import type { holdDeskMessages } from './messages-hold-desk.ts';

/** Bangla of the hold desk's messages (spread into MESSAGES_BN). */
export const holdDeskMessagesBn: { [K in keyof typeof holdDeskMessages]: string } = {
  holdNoteRequired: 'গ্রাহক কী বললেন তা লিখুন',
  holdNoteTooLong: 'নোট সর্বোচ্চ ৫০০ অক্ষরের হতে পারে',
  holdCourierRequired: 'কোন কুরিয়ারে পাঠাবেন তা বেছে নিন',
  holdNoteAdded: 'নোট যোগ হয়েছে',
  holdWillTakeMarked: 'চিহ্নিত হয়েছে: গ্রাহক পার্সেল {{parcel}} নেবেন',
  holdWillTakeUndone: 'পার্সেল {{parcel}}-এ আর “গ্রাহক নেবেন” চিহ্ন নেই',
  holdWillTakeNotNow: 'শুধু হোল্ডে থাকা বা ডেলিভারি ব্যর্থ হওয়া পার্সেলে “গ্রাহক নেবেন” চিহ্ন দেওয়া যায়',
  holdReturnAsked: '{{courier}}-এর কাছে রিটার্ন চাওয়া হয়েছে: {{courier}}-এর নিশ্চিত করার অপেক্ষা',
  holdReturnInPanel:
    '{{courier}}-এর API-তে রিটার্নের ব্যবস্থা নেই: {{courier}} মার্চেন্ট প্যানেলে পার্সেল {{parcel}}-এর রিটার্ন চান',
  holdReturnNotNow: 'পার্সেল {{parcel}} হোল্ডে নেই: {{courier}} এটি আটকে রাখেনি, তাই ফেরত চাওয়ার কিছু নেই',
  holdReturnWithAgent:
    '{{courier}} পার্সেল {{parcel}} ফেরত দেয়নি: “{{detail}}”। {{courier}}-কে (হটলাইন বা প্যানেলে) ফেরত দিতে বলুন',
  holdNotBackYet: '{{courier}} পার্সেল {{parcel}} ফেরত বা বাতিল জানালে তখন করা যাবে',
  holdPartialSettle: 'পার্সেল {{parcel}} আংশিক ডেলিভারি হয়েছে: বাকিটা ফেরত এলে {{courier}} পেজে অর্ডারটি সম্পন্ন করুন',
  holdNoOtherCourier: 'পাঠানোর জন্য API সংযোগসহ আরেকটি চালু কুরিয়ার যোগ করুন',
  holdSameCourier: '{{courier}} ছাড়া অন্য কুরিয়ার বেছে নিন, এটি তো ফেরত দিয়েছে',
  holdReceivedBack: 'অর্ডার {{code}} রিটার্ন হিসেবে চিহ্নিত: পণ্য স্টকে ফিরে এসেছে',
  holdResent: 'অর্ডার {{code}} আবার পাঠানো হয়েছে, এবার {{courier}}-এ',
};
