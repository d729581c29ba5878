import type { ComponentType } from 'react';
import { parse } from 'regexparam';
import type { RouteHandle } from '../route-handle.ts';

/** One screen: its path under its group (empty: the group's own path) and what it needs. */
/** A screen or layout; a lazy one can start its download before it renders (lazy-screen.ts). */
export type RouteComponent = ComponentType & { preload?: () => Promise<void> };

export interface ScreenRoute {
  path: string;
  screen: RouteComponent;
  handle?: RouteHandle;
}

/** Screens that share a path prefix and, maybe, a layout around them (the signed-in shell). */
export interface RouteGroup {
  path: string;
  /** Shows the screen where it renders `<Outlet />`; it may suspend (its code and texts load with it). */
  layout?: RouteComponent;
  routes: ScreenRoute[];
}

export interface RouteTable {
  groups: RouteGroup[];
  notFound: ComponentType;
}

/** The screen the address opens: its full path pattern (`/inventory/customers/profile/:id`) and group. */
export interface MatchedRoute {
  pattern: string;
  screen: RouteComponent;
  handle: RouteHandle;
  layout?: RouteGroup['layout'];
}

const joinPath = (prefix: string, path: string) =>
  prefix === '/' ? `/${path}` : path ? `${prefix}/${path}` : prefix;

/**
 * The first route whose whole pattern matches (wouter's parser: case-insensitive, a trailing slash
 * allowed, as React Router did); nothing matched gives the not-found screen, outside any layout.
 */
export function matchScreen(table: RouteTable, pathname: string): MatchedRoute {
  for (const group of table.groups) {
    for (const route of group.routes) {
      const pattern = joinPath(group.path, route.path);
      if (parse(pattern).pattern.test(pathname)) {
        return { pattern, screen: route.screen, handle: route.handle ?? {}, layout: group.layout };
      }
    }
  }
  return { pattern: '/*', screen: table.notFound, handle: {} };
}

/**
 * Starts downloading what the address opens (its layout and screen) side by side: at start-up beside the
 * texts and the session (main.tsx), on a navigation before the layout renders. Settles when both have
 * arrived or failed (a failure shows when the screen renders, in its error boundary).
 */
export function preloadScreen(matched: MatchedRoute): Promise<void> {
  return Promise.all([matched.layout?.preload?.(), matched.screen.preload?.()]).then(() => undefined);
}
