import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiMessage, api } from '../../lib/api-client.ts';
import { SESSION_KEY } from '../account/session.ts';

export interface BusinessProfile {
  merchantId: string;
  name: string;
  email: string;
  phone: string | null;
  address: string | null;
  city: string | null;
  logoUrl: string | null;
}

export interface UpdateProfileInput {
  name?: string;
  email?: string;
  phone: string;
  address: string;
  city: string;
}

type ProfileReply = ApiMessage & { profile: BusinessProfile };

export const PROFILE_KEY = ['profile'] as const;

export const profileQuery = queryOptions({
  queryKey: PROFILE_KEY,
  queryFn: async ({ signal }) =>
    (await api.get<{ profile: BusinessProfile }>('/api/profile', signal)).profile,
});

export function useProfile() {
  return useQuery(profileQuery);
}

/** The shop name and logo also show in the shell, which reads the session query. */
function useOnProfileChange() {
  const queryClient = useQueryClient();
  return async (reply: ProfileReply) => {
    queryClient.setQueryData(PROFILE_KEY, reply.profile);
    await queryClient.invalidateQueries({ queryKey: SESSION_KEY });
  };
}

export function useUpdateProfile() {
  const onChange = useOnProfileChange();
  return useMutation({
    mutationFn: (input: UpdateProfileInput) => api.put<ProfileReply>('/api/profile', input),
    onSuccess: onChange,
  });
}

export function useUploadLogo() {
  const onChange = useOnProfileChange();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api.upload<ProfileReply>('/api/profile/logo', form);
    },
    onSuccess: onChange,
  });
}
