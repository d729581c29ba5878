import type { Dashboard, GettingStarted } from '@chalan/core/dashboard/replies';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

export const ONBOARDING_KEY = ['onboarding'] as const;

export const onboardingQuery = queryOptions({
  queryKey: ONBOARDING_KEY,
  queryFn: ({ signal }) => api.get<GettingStarted>('/api/onboarding', signal),
});

export function useOnboarding() {
  return useQuery(onboardingQuery);
}

export const DASHBOARD_KEY = ['dashboard'] as const;

/**
 * The Overview's figures. Every change that moves orders marks them out of date (invalidateOrderFigures);
 * the courier sync and webhooks move orders on the server too, so each visit asks again (showing the
 * last figures meanwhile), as does the tab coming back.
 */
export const dashboardQuery = queryOptions({
  queryKey: DASHBOARD_KEY,
  staleTime: 0,
  queryFn: ({ signal }) => api.get<Dashboard>('/api/dashboard', signal),
});

export function useDashboard() {
  return useQuery(dashboardQuery);
}
