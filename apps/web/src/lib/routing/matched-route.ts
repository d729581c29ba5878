import { createContext, useContext } from 'react';
import type { RouteHandle } from '../route-handle.ts';
import type { MatchedRoute } from './route-table.ts';

/** The route open now, for the layout's outlet, the access guard and the title (React Router's useMatches). */
export const MatchedRouteContext = createContext<MatchedRoute | null>(null);

export function useMatchedRoute(): MatchedRoute {
  const matched = useContext(MatchedRouteContext);
  if (!matched) throw new Error('useMatchedRoute outside <AppRoutes>');
  return matched;
}

export function useRouteHandle(): RouteHandle {
  return useMatchedRoute().handle;
}
