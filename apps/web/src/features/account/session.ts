import type { Me } from '@chalan/core/auth/replies';
import type { Role } from '@chalan/core/permissions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../lib/api-client.ts';
import { adoptPreferences } from './preferences.ts';

export type { Role };

/** Who is looking: the guard, the shell and the public pages all read this one query. */
export type Session =
  | { status: 'signedIn'; me: Me }
  | { status: 'signedOut' }
  | { status: 'emailNotVerified' }
  | { status: 'disabled' };

export const SESSION_KEY = ['account', 'me'] as const;

export const sessionQuery = queryOptions({
  queryKey: SESSION_KEY,
  queryFn: async ({ signal }): Promise<Session> => {
    try {
      return { status: 'signedIn', me: await adoptPreferences(await api.get<Me>('/api/account/me', signal)) };
    } catch (error) {
      if (error instanceof ApiError) {
        if (error.code === 'UNAUTHENTICATED') return { status: 'signedOut' };
        if (error.code === 'EMAIL_NOT_VERIFIED') return { status: 'emailNotVerified' };
        if (error.code === 'ACCOUNT_DISABLED') return { status: 'disabled' };
      }
      throw error;
    }
  },
  staleTime: 5 * 60_000,
  gcTime: 10 * 60_000,
});

export function useSession() {
  return useQuery(sessionQuery);
}

/** The signed-in user; only inside the access guard, which renders nothing until there is one. */
export function useMe(): Me {
  const { data } = useSession();
  if (data?.status !== 'signedIn') throw new Error('useMe() used outside the access guard');
  return data.me;
}

/** Ends the session on the server, then reloads the page so every cached screen is dropped (spec). */
export async function logout(): Promise<void> {
  await api.post('/api/account/logout').catch(() => undefined);
  window.location.reload();
}
