import type { lossProfitMessages } from './messages-loss-profit.ts';

/** Bangla of the lossProfit server messages (spread into MESSAGES_BN). */
export const lossProfitMessagesBn: { [K in keyof typeof lossProfitMessages]: string } = {
  lossProfitDateInvalid: 'সঠিক তারিখ দিন, যেমন 2024-03-05',
  lossProfitDateOutOfRange: '২০০০ থেকে ২০৯৯ সালের মধ্যে একটি তারিখ বেছে নিন',
  lossProfitRangeInvalid: 'শুরুর তারিখ শেষের তারিখের আগে বা একই দিনে হতে হবে',
  lossProfitRangeTooLong: 'সর্বোচ্চ ৩৬৬ দিনের সময় বেছে নিন',
  lossProfitSortInvalid: 'যেভাবে সাজাবেন তা বেছে নিন: পণ্য, পরিমাণ, বিক্রি, ক্রয়মূল্য, লাভ অথবা মার্জিন',
};
