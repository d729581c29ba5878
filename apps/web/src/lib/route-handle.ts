import type { en } from '../i18n/en.ts';

export type PageKey = keyof typeof en.pages;

/** Static data on a route: its title (for the page heading and tab) and who may open it. */
export interface RouteHandle {
  titleKey?: PageKey;
  /** admin: Moderators go to their home; master: only users with the master flag. */
  access?: 'admin' | 'master';
}

export function routeHandleOf(matches: readonly { handle: unknown }[]): RouteHandle {
  const merged: RouteHandle = {};
  for (const match of matches) {
    const handle = match.handle as RouteHandle | undefined;
    if (handle?.titleKey) merged.titleKey = handle.titleKey;
    if (handle?.access) merged.access = handle.access;
  }
  return merged;
}
