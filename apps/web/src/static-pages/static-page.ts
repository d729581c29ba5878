import type { ReactNode } from 'react';

/**
 * A public page served as prerendered HTML to signed-out browsers (apps/web/static-pages.ts renders it in
 * each language; the server picks the file, apps/server/src/lib/static-pages.ts), with its own small
 * script `src/static-pages/<name>.ts` in place of the app.
 */
export interface StaticPage {
  name: 'sign-in' | 'landing';
  path: string;
  /** The page's title before " · Chalan", as useDocumentTitle writes it. */
  title: () => string;
  element: () => ReactNode;
  /** HTML after the page inside #root (data for the script). */
  after?: () => string;
}
