import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { SESSION_KEY, type Session } from '../features/account/session.ts';
import { ApiError, sessionCodeOf } from './api-client.ts';

const MINUTE = 60_000;

/** 3 retries, delays doubling from 1 s up to 30 s; a 4xx answer will not change by asking again. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.isClientError) return false;
  return failureCount < 3;
}

export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error) => onSessionError(error) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.public) onSessionError(error);
      },
    }),
    defaultOptions: {
      queries: { staleTime: MINUTE, gcTime: 5 * MINUTE, retry: shouldRetry, retryDelay },
      mutations: { retry: false },
    },
  });

  /** A call found the session gone: tell the access guard, which sends the user on. */
  function onSessionError(error: unknown) {
    const code = sessionCodeOf(error);
    if (!code) return;
    const next: Session =
      code === 'UNAUTHENTICATED'
        ? { status: 'signedOut' }
        : code === 'EMAIL_NOT_VERIFIED'
          ? { status: 'emailNotVerified' }
          : { status: 'disabled' };
    if (client.getQueryData<Session>(SESSION_KEY)?.status !== next.status)
      client.setQueryData(SESSION_KEY, next);
  }

  return client;
}

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: { public?: boolean };
  }
}
