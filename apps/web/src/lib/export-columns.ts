import type { ExportColumnLanguage } from '@chalan/core/export-columns';

const STORAGE_KEY = 'chalan.exportColumns';

/**
 * An export's address: its query with the header row's language. English is the API's default, so it is
 * left out and an English export asks for exactly what it always did.
 */
export function exportUrl(
  path: string,
  query: Record<string, string>,
  columns: ExportColumnLanguage,
): string {
  const params = new URLSearchParams(query);
  if (columns !== 'en') params.set('columns', columns);
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * The header language an export asks for: English screens always get English names; on Bangla screens
 * the user's choice (Bangla names, or the English ones a script or another program reads).
 */
export const exportColumnsFor = (language: string, chosen: ExportColumnLanguage): ExportColumnLanguage =>
  language === 'bn' ? chosen : 'en';

/** The choice made last time on this device; Bangla names until the user picks the English ones. */
export function savedExportColumns(): ExportColumnLanguage {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'en' ? 'en' : 'bn';
  } catch {
    return 'bn';
  }
}

export function saveExportColumns(columns: ExportColumnLanguage): void {
  try {
    localStorage.setItem(STORAGE_KEY, columns);
  } catch {
    // private mode: the choice lasts while the page is open
  }
}
