/** Server messages of the orderImport area (spread into MESSAGES). */
export const orderImportMessages = {} as const;
