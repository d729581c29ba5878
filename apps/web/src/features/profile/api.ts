import type { ProfileChangeReply, ProfileReply } from '@chalan/core/profile/replies';
import type { UpdateProfileInput } from '@chalan/core/profile/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { SESSION_KEY } from '../account/session.ts';

export type { UpdateProfileInput };

export const PROFILE_KEY = ['profile'] as const;

export const profileQuery = queryOptions({
  queryKey: PROFILE_KEY,
  queryFn: async ({ signal }) => (await api.get<ProfileReply>('/api/profile', signal)).profile,
});

export function useProfile() {
  return useQuery(profileQuery);
}

/** The shop name and logo also show in the shell, which reads the session query. */
function useOnProfileChange() {
  const queryClient = useQueryClient();
  return async (reply: ProfileChangeReply) => {
    queryClient.setQueryData(PROFILE_KEY, reply.profile);
    await queryClient.invalidateQueries({ queryKey: SESSION_KEY });
  };
}

export function useUpdateProfile() {
  const onChange = useOnProfileChange();
  return useMutation({
    mutationFn: (input: UpdateProfileInput) => api.put<ProfileChangeReply>('/api/profile', input),
    onSuccess: onChange,
  });
}

export function useUploadLogo() {
  const onChange = useOnProfileChange();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api.upload<ProfileChangeReply>('/api/profile/logo', form);
    },
    onSuccess: onChange,
  });
}
