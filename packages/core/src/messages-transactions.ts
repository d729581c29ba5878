/** Server messages of the transactions area (spread into MESSAGES). */
export const transactionsMessages = {} as const;
