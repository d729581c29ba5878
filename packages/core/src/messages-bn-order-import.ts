import type { orderImportMessages } from './messages-order-import.ts';

/** Excel's own menu path, said once for both file-format messages. */
const SAVE_AS_CSV = 'এক্সেলে ফাইল → সেভ অ্যাজ → “CSV ইউটিএফ-৮ (কমা ডিলিমিটেড)” বেছে নিয়ে সেই ফাইলটি আপলোড করুন';

/** Bangla of the orderImport server messages (spread into MESSAGES_BN). */
export const orderImportMessagesBn: { [K in keyof typeof orderImportMessages]: string } = {
  // the file as a whole: nothing is imported
  importFileMissing: 'আপলোড করতে একটি CSV ফাইল বেছে নিন',
  importFileEmpty: 'ফাইলটি খালি',
  importFileNoRows: 'ফাইলে হেডারের সারি আছে, কিন্তু তার নিচে কোনো অর্ডার নেই',
  importFileIsWorkbook: `এটি এক্সেল ওয়ার্কবুক, CSV ফাইল নয়। ${SAVE_AS_CSV}`,
  importFileNotUtf8: `ফাইলটি ইউটিএফ-৮ লেখা নয়। ${SAVE_AS_CSV}`,
  importFileNotCsv: 'ফাইলটি CSV হিসেবে পড়া যায়নি: {{detail}}',
  importMissingColumns: 'ফাইলে {{columns}}-এর কোনো কলাম নেই। সব কলাম দেখতে নমুনা CSV ডাউনলোড করুন',
  importDuplicateColumn: '“{{column}}” কলামটি দুবার আছে। একটি রাখুন',
  importTooManyRows: 'ফাইলে {{count}}টি অর্ডার আছে; ফাইলটি ভাগ করে একবারে সর্বোচ্চ {{max}}টি ইমপোর্ট করুন',
  importTooManyProducts: 'একটি অর্ডারে সর্বোচ্চ {{max}}টি পণ্য থাকতে পারে',
  importNothingToImport: 'কোনো সারিই ইমপোর্ট করা যাচ্ছে না: ভুল থাকা সারিগুলো ঠিক করে ফাইলটি আবার আপলোড করুন',
  importDone: '{{count}}টি অর্ডার ইমপোর্ট হয়েছে',
  importBusy: 'ফাইল ইমপোর্টের সময় আপনার অর্ডার বা স্টক বদলে গেছে, তাই কিছুই ইমপোর্ট হয়নি। আবার আপলোড করুন',
  // one row
  importTooManyCells:
    'এই সারিতে হেডারের কলামের চেয়ে বেশি ঘর আছে। কোনো ঘরে কমা থাকলে পুরো ঘরটি ডাবল কোটেশন (") দিয়ে ঘিরে দিন',
  importProductMissing: 'এখানে পণ্যের নাম বা আইডি লিখুন (এর পরিমাণ বা ছাড় দেওয়া আছে)',
  importProductNotFound: 'আপনার পণ্যের তালিকায় “{{product}}” নামে কোনো পণ্য নেই',
  importProductAmbiguous: 'আপনার {{count}}টি পণ্যের নাম “{{product}}”: এর বদলে পণ্যের আইডি লিখুন',
  importQtyInvalid: '১ বা তার বেশি পূর্ণ সংখ্যায় পরিমাণ দিন',
  importQtyAboveAvailable: 'এই সারির জন্য {{product}} আছে মাত্র {{left}}টি (উপরের সারিগুলো ধরে)',
  importAmountInvalid: '০ বা তার বেশি পূর্ণ টাকার অঙ্ক দিন, যেমন 120',
  importDiscountInvalid: 'পূর্ণ টাকার অঙ্ক দিন, যেমন 100, অথবা শতাংশ, যেমন 10%',
  importDateInvalid: 'তারিখ লিখুন 2024-03-05 অথবা 05/03/2024 এভাবে (আগে দিন, পরে মাস)',
  importStoreNotFound: '“{{store}}” নামে কোনো স্টোর নেই',
  importCourierNotFound: '“{{courier}}” নামে কোনো কুরিয়ার নেই',
  importTextTooLong: 'সর্বোচ্চ {{max}} অক্ষর লিখুন',
};
