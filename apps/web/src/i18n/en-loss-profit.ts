/** English texts of the lossProfit screens (spread into en). */
export const lossProfitEn = {} as const;
