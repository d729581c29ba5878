/**
 * The languages Chalan speaks; English is the fallback. Apart from the preferences' schemas so the
 * web's first page can know them without loading zod.
 */
export const LANGUAGES = ['en', 'bn'] as const;
export type Language = (typeof LANGUAGES)[number];
