import type { chatOrderEn } from './en-chat-order.ts';
import type { Texts } from './texts.ts';

/** Bangla texts of Start Order's "Paste from chat" (en-chat-order.ts). */
export const chatOrderBn: Texts<typeof chatOrderEn> = {
  chatOrder: {
    open: 'চ্যাট থেকে পেস্ট',
    title: 'চ্যাট থেকে পেস্ট',
    text: 'গ্রাহকের মেসেজ',
    placeholder: 'Messenger বা WhatsApp থেকে কপি করা মেসেজ (এক বা একাধিক লাইন) এখানে পেস্ট করুন',
    read: 'মেসেজ পড়ুন',
    found: 'মেসেজে যা পাওয়া গেল',
    help: 'এখনও কিছু সেভ হয়নি। “দেখে নিন” বা “অনিশ্চিত” লেখা ঘরগুলো মিলিয়ে নিন: সেভ করার আগে যেকোনো ঘর বদলাতে পারবেন।',
    confidence: {
      high: 'নিশ্চিত',
      medium: 'দেখে নিন',
      low: 'অনিশ্চিত',
    },
    notFound: 'মেসেজে নেই',
    existingCustomer: 'আপনার গ্রাহক: {{name}}, {{phone}}',
    newCustomer: 'নতুন গ্রাহক: এরপর গ্রাহকের ফর্ম মিলিয়ে সেভ করুন',
    products: 'পণ্য',
    written: 'লেখা ছিল: “{{text}}”',
    notAdded: 'যোগ করা হয়নি: ঠিক হলে পণ্য খোঁজ থেকে যোগ করুন',
    onlyAvailable: 'মাত্র {{qty}}টি আছে',
    noProducts: 'আপনার পণ্যের তালিকার কোনো পণ্য পাওয়া যায়নি',
    short: '{{name}}: {{asked}}টির মধ্যে {{added}}টি যোগ হয়েছে, স্টকে আর নেই',
    notMatched: 'মেলেনি',
    otherPhones: 'অন্য নম্বর',
    back: 'মেসেজ বদলান',
    fill: 'ফর্ম পূরণ করুন',
    nothing: 'এই মেসেজে ফোন, নাম, ঠিকানা বা পণ্য কিছুই পাওয়া যায়নি',
    filled: 'মেসেজ থেকে পূরণ হয়েছে: অর্ডার মিলিয়ে নিয়ে সেভ করুন',
    formNote: 'চ্যাট থেকে পূরণ করা: সেভ করার আগে প্রতিটি ঘর মিলিয়ে নিন',
  },
};
