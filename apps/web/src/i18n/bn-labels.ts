import type { labelsEn } from './en-labels.ts';
import type { Texts } from './texts.ts';

/** Bangla texts of the parcel label, the invoice's courier block and "Print labels" (glossary words). */
export const labelsBn: Texts<typeof labelsEn> = {
  labels: {
    printLabels: 'লেবেল প্রিন্ট',
    printLabelsRange: 'লেবেল প্রিন্ট {{from}}–{{to}}',
    labelFor: 'লেবেল {{code}}',
    courier: 'কুরিয়ার',
    noCourier: 'কোনো কুরিয়ার বাছাই করা হয়নি',
    consignmentId: 'কনসাইনমেন্ট আইডি',
    trackingCode: 'ট্র্যাকিং',
    barcodeOf: 'কনসাইনমেন্ট {{id}}-এর বারকোড',
    notBooked: 'কুরিয়ারে বুক করা হয়নি: কনসাইনমেন্ট আইডি নেই, বারকোড নেই',
    cod: 'আদায় করতে হবে (COD)',
    returnTo: 'ডেলিভারি না হলে ফেরত পাঠান',
    scanToTrack: 'ট্র্যাক করতে স্ক্যান করুন',
    trackingQr: 'অর্ডার {{code}}-এর ট্র্যাকিং পাতা',
  },
};
