import type { courierChoiceEn } from './en-courier-choice.ts';
import type { Texts } from './texts.ts';

/** Bangla of en-courier-choice.ts. */
export const courierChoiceBn: Texts<typeof courierChoiceEn> = {
  courierChoice: {
    title: '{{district}}-এ কুরিয়ার',
    rate_one: '{{rate}}% ডেলিভারি হয়েছে · {{count}}টি পার্সেল',
    rate_other: '{{rate}}% ডেলিভারি হয়েছে · {{count}}টি পার্সেল',
    few: 'তুলনার জন্য খুব কম',
    noParcels: '{{district}}-এ এখনও কোনো পার্সেল যায়নি',
    fromCourier: '{{courier}}-এর দাম',
    fromRateCard: 'আপনার রেট কার্ড',
    suggested: 'প্রস্তাবিত: {{reason}}',
    reasons: {
      last_used: 'সর্বশেষ ব্যবহৃত',
      cheapest: 'সবচেয়ে সস্তা',
      best_rate: 'সবচেয়ে বেশি ডেলিভারি',
      by_district: '{{district}}-এর জন্য ঠিক করা',
    },
    unavailable: 'ডেলিভারির হার ও চার্জ আনা যায়নি। তবুও কুরিয়ার বেছে নিতে পারবেন।',
    settings: {
      title: 'কুরিয়ার বাছাই',
      intro: 'গ্রাহকের জেলা দেখে নতুন অর্ডারে কোন কুরিয়ার আগে থেকে বাছা থাকবে। চাইলে সবসময় অন্যটি বেছে নিতে পারবেন।',
      rule: 'আগে বাছা থাকবে',
      rules: {
        last_used: 'সর্বশেষ ব্যবহৃত কুরিয়ার',
        cheapest: 'সবচেয়ে সস্তা',
        best_rate: 'সবচেয়ে বেশি ডেলিভারির হার',
        by_district: 'জেলা অনুযায়ী ঠিক করা কুরিয়ার',
      },
      ruleHints: {
        last_used: 'আপনার সর্বশেষ সেভ করা অর্ডারের কুরিয়ার।',
        cheapest: 'পার্সেল ও জায়গার জন্য সবচেয়ে কম ডেলিভারি চার্জ।',
        best_rate: 'ওই জেলায় আপনার নিজের পার্সেলের সবচেয়ে বেশি ডেলিভারি (অন্তত {{min}}টি পার্সেল); না হলে সবচেয়ে সস্তা।',
        by_district: 'নিচে কোনো জেলার জন্য যে কুরিয়ার ঠিক করবেন; অন্য জেলায় সবচেয়ে সস্তা।',
      },
      districts: 'ঠিক করা কুরিয়ার',
      district: 'জেলা',
      districtPlaceholder: 'জেলা বেছে নিন',
      courier: 'কুরিয়ার',
      courierPlaceholder: 'কুরিয়ার বেছে নিন',
      remove: '{{district}} সরান',
      removeBlank: 'এই সারি সরান',
      twice: 'এই জেলা তালিকায় আগেই আছে',
      add: 'জেলা যোগ করুন',
      none: 'এখনও কোনো জেলার জন্য কুরিয়ার ঠিক করা হয়নি।',
    },
  },
};
