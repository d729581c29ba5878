import type { Capability } from '@chalan/core/permissions';
import type { en } from '../i18n/en.ts';

export type PageKey = keyof typeof en.pages;

/** Static data on a route: its title (for the page heading and tab) and who may open it. */
export interface RouteHandle {
  titleKey?: PageKey;
  /** The core capability the screen's API asks for (its server routes' guardedRoute); others go home. */
  capability?: Capability;
  /** Only users with the master flag (the platform's screens, like the server's `master: true`). */
  master?: true;
}
