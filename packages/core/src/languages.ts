/**
 * The languages Chalan speaks; English is the fallback. Apart from the preferences' schemas so the
 * web's first page can know them without loading zod.
 */
export const LANGUAGES = ['en', 'bn'] as const;
export type Language = (typeof LANGUAGES)[number];

export const isLanguage = (value: unknown): value is Language => LANGUAGES.some((l) => l === value);

/**
 * The cookie that carries the language this browser chose, so the server sends the prerendered pages
 * (the sign-in page) in it; the web app keeps the same choice in localStorage.
 */
export const LANGUAGE_COOKIE = 'chalan.lang';

/** The browser's languages in order of preference, Bangla if it comes before English. */
export function preferredLanguage(browserLanguages: readonly string[]): Language {
  for (const tag of browserLanguages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}

/** An Accept-Language header's languages, most wanted first (`bn-BD,bn;q=0.9,en;q=0.8`). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag: tag.trim(), weight: q ? Number(q.trim().slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.tag && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}
