/** Server messages of the lossProfit area (spread into MESSAGES). */
export const lossProfitMessages = {} as const;
