import type { fieldMessages } from './messages-fields.ts';

/** Bangla of the general field problems (spread into MESSAGES_BN). */
export const fieldMessagesBn: { [K in keyof typeof fieldMessages]: string } = {
  invalidValue: 'সঠিক তথ্য দিন',
  valueRequired: 'এটি দিতে হবে',
  textTooShort: 'অন্তত {{min}}টি অক্ষর লিখুন',
  numberTooSmall: '{{min}} বা তার বেশি দিন',
  numberTooLarge: 'সর্বোচ্চ {{max}} দিন',
  tooFewItems: 'অন্তত {{min}}টি বেছে নিন',
  tooManyItems: 'সর্বোচ্চ {{max}}টি বেছে নিন',
  pageSizeInvalid: 'প্রতি পাতায় ১০, ২৫, ৫০ অথবা ১০০টি দেখানো যায়',
  imageRequired: 'একটি ছবির ফাইল বেছে নিন',
  invoicesTooMany: 'একবারে সর্বোচ্চ {{max}}টি ইনভয়েস প্রিন্ট করুন',
};
