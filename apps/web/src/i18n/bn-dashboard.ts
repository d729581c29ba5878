import type { dashboardEn } from './en-dashboard.ts';
import type { Texts } from './texts.ts';

/** Bangla texts of the dashboard screens. */
export const dashboardBn: Texts<typeof dashboardEn> = {
  dashboard: {
    orderSummary: {
      title: 'অর্ডারের সারসংক্ষেপ',
      onProcess: 'প্রসেসিংয়ে',
      ready: 'রেডি অর্ডার',
      todaysSend: 'আজ পাঠানো',
      todaysSale: 'আজকের বিক্রি (পরিমাণ)',
      orders_one: '{{count}}টি অর্ডার',
      orders_other: '{{count}}টি অর্ডার',
      fromOrders_one: '{{count}}টি অর্ডার থেকে',
      fromOrders_other: '{{count}}টি অর্ডার থেকে',
    },
    customers: {
      title: 'গ্রাহক',
      today: 'আজ',
      thisMonth: 'এই মাসে',
      total: 'মোট',
      repeated: 'রিপিট গ্রাহক',
      repeatedPercent: 'সব গ্রাহকের {{percent}}%',
    },
    sales: {
      title: 'বিক্রি',
      yesterday: 'গতকাল',
      thisWeek: 'এই সপ্তাহ',
      thisMonth: 'এই মাস',
      lastMonth: 'গত মাস',
      sales: 'বিক্রি',
      orders: 'অর্ডার',
      quantity: 'পরিমাণ',
      customers: 'গ্রাহক',
      returns: 'রিটার্ন',
      span: '{{from}} – {{to}}',
    },
    chart: {
      title: 'গত ৩০ দিন',
      description: 'প্রতিদিনের বিক্রি (টাকা, কলাম) ও অর্ডার (রেখা)',
      sales: 'বিক্রি',
      orders: 'অর্ডার',
      tableCaption: 'গত ৩০ দিনের প্রতিদিনের বিক্রি ও অর্ডার',
      date: 'তারিখ',
    },
    figuresNote:
      'হিসাবগুলো অর্ডারের বিক্রির তারিখ ধরে করা; বাতিল অর্ডার বাদ দেওয়া হয়, আর রিটার্ন হওয়া অর্ডার বিক্রি হিসেবে ধরা হয় না।',
  },
};
