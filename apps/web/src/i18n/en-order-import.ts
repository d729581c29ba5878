/** English texts of the orderImport screens (spread into en). */
export const orderImportEn = {} as const;
