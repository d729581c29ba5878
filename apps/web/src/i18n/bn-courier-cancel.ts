import type { courierCancelEn } from './en-courier-cancel.ts';
import type { Texts } from './texts.ts';

/** Bangla texts of a parcel's cancel (or COD change) at its courier (words: docs/bangla-glossary.md). */
export const courierCancelBn: Texts<typeof courierCancelEn> = {
  courierCancel: {
    badge: {
      manual: '{{courier}}-এ বাতিল পেন্ডিং',
      requested: '{{courier}}-এ রিটার্নের অনুরোধ করা হয়েছে',
    },
    explain: {
      manualTitle: '{{courier}}-এ পার্সেল {{parcel}} বাতিল করুন',
      manual:
        '{{courier}}-এর API পার্সেল বাতিল করতে পারে না। {{courier}} মার্চেন্ট প্যানেলে পার্সেল {{parcel}} বাতিল করুন; {{courier}} পার্সেলটি বাতিল বা রিটার্ন হয়েছে জানালে এই চিহ্ন উঠে যাবে।',
      requestedTitle: '{{courier}}-এ রিটার্নের অনুরোধ করা হয়েছে',
      requested:
        '{{courier}} পার্সেল {{parcel}}-এর অনুরোধ পেয়েছে; পার্সেলটি বাতিল হয়েছে বলে নিশ্চিত করলে এই চিহ্ন উঠে যাবে।',
      since: 'অনুরোধ: {{at}}',
    },
    toDoTitle: '{{courier}}-এ এখনো করার বাকি',
    confirmSent: 'এর পার্সেল {{courier}}-এর কাছে আছে: {{courier}}-এও এটি বাতিল করা হবে।',
    confirmSentNoName: 'এর পার্সেল কুরিয়ারের কাছে আছে: সেখানেও এটি বাতিল করা হবে।',
    backToProcessingTitle: 'প্রসেসিংয়ে ফেরত',
    backToProcessingText: 'অর্ডার {{code}} প্রসেসিংয়ে ফেরত পাঠাবেন?',
    resend: { title: 'আবার পাঠাবেন?', confirm: 'আবার পাঠান' },
    editHint:
      'এই পার্সেল {{courier}}-এর কাছে আছে: টাকার অঙ্ক বদলালে তা {{courier}}-কেও পাঠানো হবে (যে কুরিয়ারের API অঙ্ক বদলাতে পারে না, সেখানে বদল নেওয়া হবে না)।',
    timeline: {
      cancelled: '{{courier}}-এ পার্সেল {{parcel}} বাতিল হয়েছে',
      requested: '{{courier}}-এ পার্সেল {{parcel}}-এর রিটার্নের অনুরোধ করা হয়েছে',
      manual: '{{courier}}-এ পার্সেল {{parcel}} বাতিল করা বাকি: এর প্যানেলে করতে হবে',
      settled: '{{courier}} জানিয়েছে পার্সেলটি {{status}}; বাতিলের বিষয়টি মিটে গেছে',
      settledNoCourier: 'কুরিয়ার জানিয়েছে পার্সেলটি {{status}}; বাতিলের বিষয়টি মিটে গেছে',
    },
  },
};
