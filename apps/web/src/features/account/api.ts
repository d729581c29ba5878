import type { LoginReply } from '@chalan/core/auth/replies';
import type { LoginInput, RegisterEmployeeInput, RegisterMerchantInput } from '@chalan/core/auth/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { currentLanguage } from '../../i18n/index.ts';
import { type ApiMessage, api } from '../../lib/api-client.ts';
import { type Session, sessionQuery } from './session.ts';

export type { LoginInput, RegisterEmployeeInput, RegisterMerchantInput };

/** Registration carries the language on screen: the user's screens and verification mail start in it. */
export function useRegisterMerchant() {
  return useMutation({
    mutationFn: (input: RegisterMerchantInput) =>
      api.post<ApiMessage>('/api/account/register/merchant', { ...input, language: currentLanguage() }),
    meta: { public: true },
  });
}

export function useRegisterEmployee() {
  return useMutation({
    mutationFn: (input: RegisterEmployeeInput) =>
      api.post<ApiMessage>('/api/account/register/employee', { ...input, language: currentLanguage() }),
    meta: { public: true },
  });
}

/** Signs in, then starts from a clean cache (another user may have used this tab) with the new session. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => api.post<LoginReply>('/api/account/login', input),
    meta: { public: true },
    onSuccess: async () => {
      queryClient.removeQueries();
      await queryClient.fetchQuery(sessionQuery).catch(() => undefined);
    },
  });
}

export function useResendVerification() {
  return useMutation({
    mutationFn: (email: string) => api.post<ApiMessage>('/api/account/resend-verification', { email }),
    meta: { public: true },
  });
}

/** The signed-in user's home, or null; for public pages that only look. */
export function homeOf(session: Session | undefined): string | null {
  return session?.status === 'signedIn' ? session.me.home : null;
}
