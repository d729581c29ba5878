import type { Translation } from './en.ts';

type DeepPartial<T> = { [K in keyof T]?: T[K] extends string ? string : DeepPartial<T[K]> };

/** Bangla: grows screen by screen; anything missing falls back to English. */
export const bn: DeepPartial<Translation> = {
  app: { name: 'চালান' },
  nav: {
    dashboard: 'ড্যাশবোর্ড',
    customers: 'গ্রাহক',
    createOrder: 'অর্ডার তৈরি',
    products: 'পণ্য',
    logout: 'লগআউট',
  },
  auth: { email: 'ইমেইল', password: 'পাসওয়ার্ড', login: 'লগইন', register: 'রেজিস্টার' },
};
