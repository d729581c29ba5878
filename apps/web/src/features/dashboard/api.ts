import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

export interface GettingStarted {
  hasStore: boolean;
  hasProducts: boolean;
  hasCourier: boolean;
  hasOrder: boolean;
  complete: boolean;
}

export const ONBOARDING_KEY = ['onboarding'] as const;

export const onboardingQuery = queryOptions({
  queryKey: ONBOARDING_KEY,
  queryFn: ({ signal }) => api.get<GettingStarted>('/api/onboarding', signal),
});

export function useOnboarding() {
  return useQuery(onboardingQuery);
}
