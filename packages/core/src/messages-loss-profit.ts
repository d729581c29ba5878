/** Server messages of the lossProfit area (spread into MESSAGES). */
export const lossProfitMessages = {
  lossProfitDateInvalid: 'Enter a real date such as 2024-03-05',
  lossProfitDateOutOfRange: 'Choose a date from 2000 to 2099',
  lossProfitRangeInvalid: 'The From date must be on or before the To date',
  lossProfitRangeTooLong: 'Choose a period of at most 366 days',
  lossProfitSortInvalid: 'Sort by product, quantity, revenue, cost, profit or margin',
} as const;
