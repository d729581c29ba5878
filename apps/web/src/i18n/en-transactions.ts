/** English texts of the transactions screens (spread into en). */
export const transactionsEn = {} as const;
