import type { lossProfitEn } from './en-loss-profit.ts';
import type { Texts } from './texts.ts';

/** Bangla texts of the loss-profit screens. */
export const lossProfitBn: Texts<typeof lossProfitEn> = {
  lossProfit: {
    period: {
      title: 'সময়কাল',
      from: 'শুরুর তারিখ',
      to: 'শেষ তারিখ',
      search: 'খুঁজুন',
    },
    periodShown: 'বিক্রির তারিখ {{from}} থেকে {{to}}',
    cards: {
      orders: 'মোট অর্ডার',
      ordersHint: 'এই সময়ে নেওয়া, বাতিল ছাড়া',
      products: 'মোট পণ্য',
      productsHint: 'সম্পন্ন অর্ডারে বিক্রি হওয়া পণ্যের সংখ্যা',
      sale: 'মোট বিক্রি',
      saleHint_one: '{{count}}টি সম্পন্ন অর্ডার',
      saleHint_other: '{{count}}টি সম্পন্ন অর্ডার',
      profit: 'মোট লাভ',
      margin: 'মার্জিন {{margin}}',
      lossMargin: 'ক্ষতি · মার্জিন {{margin}}',
      noSales: 'এখনো কোনো সম্পন্ন অর্ডার নেই',
    },
    bands: {
      title: 'মার্জিনের রং:',
      range: '{{band}} {{from}}–{{to}}%',
      above: '{{band}} {{from}}%-এর বেশি',
      red: 'লাল',
      yellow: 'হলুদ',
      blue: 'নীল',
      green: 'সবুজ',
      loss: 'ক্ষতি হলে লাল।',
    },
    table: {
      title: 'বিক্রি হওয়া পণ্য',
      note: 'যেসব সম্পন্ন অর্ডারের বিক্রির তারিখ এই সময়ের মধ্যে। আয় ধরা হয় প্রতিটি পণ্যের ছাড় আর পুরো অর্ডারের ছাড়ে তার ভাগ বাদ দিয়ে; ডেলিভারি চার্জ আয় নয়। ক্রয়মূল্য হলো পণ্যটি কেনার দাম।',
      product: 'পণ্য',
      qty: 'বিক্রির পরিমাণ',
      revenue: 'আয়',
      cost: 'ক্রয়মূল্য',
      profit: 'লাভ',
      margin: 'মার্জিন',
      empty: 'এই সময়ে কোনো সম্পন্ন অর্ডার নেই',
    },
    noMargin: 'আয় নেই',
  },
};
