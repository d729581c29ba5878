import type { holdDeskEn } from './en-hold-desk.ts';
import type { Texts } from './texts.ts';

/** Bangla texts of the hold desk and its overview card (glossary words). */
export const holdDeskBn: Texts<typeof holdDeskEn> = {
  holdDesk: {
    intro:
      'যেসব পার্সেল কুরিয়ার হোল্ডে রেখেছে, ডেলিভারি দিতে পারেনি, আংশিক দিয়েছে বা ফেরত আনছে। গ্রাহককে কল করুন, কী বললেন লিখে রাখুন, তারপর ব্যবস্থা নিন। সবচেয়ে বেশি টাকা ঝুঁকিতে থাকাগুলো আগে।',
    empty: 'আপনার জন্য কিছু অপেক্ষা করছে না: কোনো পার্সেল হোল্ডে, ব্যর্থ, আংশিক ডেলিভারি বা ফেরতের পথে নেই।',
    noneFiltered: 'এই ফিল্টারে কোনো পার্সেল মেলেনি',
    kindFilter: 'ধরন',
    anyKind: 'সব ধরন',
    courierFilter: 'কুরিয়ার',
    anyCourier: 'সব কুরিয়ার',
    kindCount: '{{kind}} ({{total}})',
    kinds: {
      hold: 'হোল্ড',
      failed: 'ডেলিভারি ব্যর্থ',
      partial: 'আংশিক ডেলিভারি',
      returning: 'ফেরতের পথে',
      returned: 'ফেরত এসেছে',
    },
    atRisk: 'ঝুঁকিতে',
    atRiskHint: 'COD {{cod}} + ফেরতের চার্জ {{charge}}',
    waited_one: '{{count}} দিন ধরে অপেক্ষায়',
    waited_other: '{{count}} দিন ধরে অপেক্ষায়',
    waitedToday: 'আজ থেকে',
    call: 'কল করুন {{phone}}',
    courierSays: '{{courier}} বলছে:',
    willTakeSince: 'গ্রাহক নেবেন ({{at}} চিহ্নিত)',
    returnAskedSince: 'রিটার্ন চাওয়া হয়েছে {{at}}',
    notes: 'নোট',
    noNotes: 'এখনো কোনো নোট নেই',
    noteLabel: 'এই কলের নোট',
    notePlaceholder: 'গ্রাহক কী বললেন?',
    addNote: 'নোট যোগ করুন',
    noteBy: '{{name}}, {{at}}',
    actions: {
      willTake: 'গ্রাহক নেবেন',
      undoWillTake: '“নেবেন” চিহ্ন তুলে দিন',
      return: 'ফেরত আনুন',
      receivedBack: 'ফেরত পেয়েছি',
      resend: 'অন্য কুরিয়ারে পাঠান',
    },
    confirmReturn: {
      title: 'পার্সেল {{parcel}} ফেরত আনবেন?',
      text: '{{courier}}-কে অর্ডার {{code}} আপনার কাছে ফেরত আনতে বলা হবে; গ্রাহক আর এটি পাবেন না।',
    },
    confirmReceived: {
      title: 'ফেরত পেয়েছেন?',
      text: 'অর্ডার {{code}} রিটার্ন হিসেবে চিহ্নিত হবে এবং এর পণ্য স্টকে ফিরবে। এরপর এটি আর পাঠানো যাবে না।',
    },
    resend: {
      title: 'অর্ডার {{code}} অন্য কুরিয়ারে পাঠান',
      courier: 'কুরিয়ার',
      text: 'আপনার বেছে নেওয়া কুরিয়ারে এখনই বুক হবে, নতুন অর্ডার আইডিতে (পুরোনো আইডি দিয়েও খুঁজে পাওয়া যাবে)।',
      submit: 'পাঠান',
    },
    timeline: {
      receivedBack: 'হোল্ড ডেস্ক থেকে {{courier}}-এর কাছ থেকে ফেরত পাওয়া চিহ্নিত',
      resent: 'হোল্ড ডেস্ক থেকে আবার পাঠানো হয়েছে: {{from}} ফেরত দিয়েছে, এবার {{to}}',
    },
  },
  holdDeskCard: {
    title: 'হোল্ড ডেস্ক',
    parcels_one: '{{count}}টি পার্সেল আপনার অপেক্ষায়',
    parcels_other: '{{count}}টি পার্সেল আপনার অপেক্ষায়',
    none: 'কোনো পার্সেল আপনার অপেক্ষায় নেই',
    atRisk: '{{amount}} ঝুঁকিতে',
    open: 'হোল্ড ডেস্ক খুলুন',
  },
};
