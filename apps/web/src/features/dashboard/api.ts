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

/** The Overview's figures; fresh for a minute like the lists, and asked again when the tab comes back. */
export const dashboardQuery = queryOptions({
  queryKey: DASHBOARD_KEY,
  queryFn: ({ signal }) => api.get<Dashboard>('/api/dashboard', signal),
});

export function useDashboard() {
  return useQuery(dashboardQuery);
}
