import type { smsEn } from './en-sms.ts';
import type { Texts } from './texts.ts';

/** Bangla of en-sms.ts (words from docs/bangla-glossary.md; the server's own where it has them). */
export const smsBn: Texts<typeof smsEn> = {
  customerSms: {
    intro:
      'নিজের SMS গেটওয়ে দিয়ে গ্রাহককে SMS পাঠান: নতুন অর্ডার নিশ্চিত বা বাতিল করার লিংক, আর কুরিয়ার পার্সেল নিলে ট্র্যাকিং লিংক। গ্রাহকের কোনো অ্যাকাউন্ট লাগে না।',
    messages: {
      title: 'মেসেজ',
      confirm: {
        label: 'নতুন অর্ডার নিশ্চিত করতে SMS',
        hint: 'অর্ডার সেভ হলেই যায়। গ্রাহক লিংক খুলে অর্ডারটি নিশ্চিত বা বাতিল করেন।',
        template: 'নিশ্চিতকরণের মেসেজ',
      },
      dispatched: {
        label: 'কুরিয়ারে পাঠানোর পর ট্র্যাকিং লিংকসহ SMS',
        hint: 'কুরিয়ার পার্সেল বুক করলে যায়। লিংকে পার্সেল কোথায় আছে দেখা যায়।',
        template: 'ট্র্যাকিংয়ের মেসেজ',
      },
      fillIns:
        'প্রতিটি অর্ডারের জন্য বসে যায়: {shop} আপনার দোকান, {name} গ্রাহক, {order} অর্ডার আইডি, {amount} যত টাকা দিতে হবে, {courier} কুরিয়ার, {link} লিংক (থাকতেই হবে)।',
      count: '{{length}} অক্ষর · {{parts}}টি SMS',
      ucs2: 'বাংলা অক্ষর বা ৳-এর মতো চিহ্ন থাকলে একটি SMS-এ ৭০ অক্ষর ধরে; মেসেজ বড় হলে প্রতিটিতে ৬৭।',
      gsm7: 'শুধু ইংরেজি অক্ষরে একটি SMS-এ ১৬০ অক্ষর ধরে; মেসেজ বড় হলে প্রতিটিতে ১৫৩।',
      preview: 'একটি নমুনা অর্ডারের জন্য',
      bangla: 'বাংলা লেখা',
      english: 'ইংরেজি লেখা',
    },
    gateway: {
      title: 'SMS গেটওয়ে',
      intro:
        'যে গেটওয়ে থেকে আপনি SMS কেনেন (বাল্ক SMS বিডি, বা একই ধরনের API-র অন্য কোনো গেটওয়ে)। মেসেজ আপনার অ্যাকাউন্ট থেকে যায়, খরচও সেখান থেকে কাটে।',
      url: 'গেটওয়ের URL',
      apiKey: 'API কী',
      apiKeySaved: 'সেভ করা কী {{hint}} — একই রাখতে খালি রাখুন',
      senderId: 'সেন্ডার আইডি',
      senderIdHint: 'আপনার গেটওয়ে যেভাবে অনুমোদন করেছে: একটি নাম বা নম্বর',
    },
    test: {
      title: 'পরীক্ষামূলক SMS পাঠান',
      intro: 'সেভ করা সেটিংস দিয়ে এখনই একটি মেসেজ, আপনার গেটওয়ে পাঠাচ্ছে কি না দেখতে।',
      phone: 'মোবাইল নম্বর',
      send: 'পরীক্ষামূলক SMS পাঠান',
      unsaved: 'আগে পরিবর্তনগুলো সেভ করুন: পরীক্ষায় সেভ করা সেটিংস ব্যবহার হয়।',
      sent: 'পাঠানো হয়েছে',
      failed: 'পাঠানো যায়নি',
    },
    usage: {
      title: 'মাসে কত মেসেজ গেছে',
      hint: 'গেটওয়ে প্রতিটি SMS ধরে বিল করে: বড় মেসেজ কয়েকটি SMS হয়ে যায়।',
      month: 'মাস',
      messages: 'মেসেজ',
      parts: 'খরচ হওয়া SMS',
      failed: 'ব্যর্থ',
      line_one: '{{count}}টি মেসেজ · {{parts}}টি SMS',
      line_other: '{{count}}টি মেসেজ · {{parts}}টি SMS',
      failedLine: '{{failed}}টি ব্যর্থ',
      empty: 'এখনও কোনো মেসেজ যায়নি',
    },
    log: {
      title: 'গ্রাহকদের কাছে যাওয়া মেসেজ',
      message: 'মেসেজ',
      time: 'সময়',
      phone: 'ফোন',
      order: 'অর্ডার',
      kind: 'ধরন',
      state: 'অবস্থা',
      text: 'লেখা',
      empty: 'এখনও কোনো মেসেজ নেই',
      notWritten: 'পাঠানোর সময় লেখা হবে',
      parts: '{{parts}}টি SMS',
      openOrder: 'অর্ডার {{code}} খুঁজুন',
      kinds: {
        confirm: 'নিশ্চিতকরণ',
        dispatched: 'ট্র্যাকিং',
        test: 'পরীক্ষা',
      },
      states: {
        queued: 'অপেক্ষায়',
        sent: 'পাঠানো হয়েছে',
        failed: 'ব্যর্থ',
      },
    },
  },
  customerAnswer: {
    badge: {
      confirmed: 'গ্রাহক নিশ্চিত করেছেন',
      cancelled: 'গ্রাহক বাতিল করেছেন',
      waiting: 'গ্রাহকের উত্তরের অপেক্ষায়',
    },
    askedAt: 'নিশ্চিতকরণ SMS গেছে {{at}}',
    filter: {
      label: 'গ্রাহক',
      all: 'সব',
      confirmed: 'নিশ্চিত',
      waiting: 'অপেক্ষায়',
      not_asked: 'জিজ্ঞাসা হয়নি',
      cancelled: 'বাতিল',
    },
    timeline: {
      confirmed: 'গ্রাহক নিশ্চিত করেছেন (SMS লিংক)',
      cancelled: 'গ্রাহক বাতিল করেছেন (SMS লিংক)',
      smsConfirm: 'গ্রাহককে নিশ্চিতকরণ SMS পাঠানো হয়েছে',
      smsDispatched: 'গ্রাহককে ট্র্যাকিং SMS পাঠানো হয়েছে',
      customer: 'গ্রাহক',
    },
    send: 'নিশ্চিতকরণ SMS পাঠান',
    sendAgain: 'নিশ্চিতকরণ SMS আবার পাঠান',
    sendConfirmed: 'নিশ্চিত অর্ডারগুলো পাঠান',
    sendConfirmedTitle: 'গ্রাহকের নিশ্চিত করা অর্ডার পাঠান',
    nothingConfirmed: 'তালিকার কোনো অর্ডার গ্রাহক নিশ্চিত করেননি',
  },
};
