import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiMessage, api } from '../../lib/api-client.ts';
import type { Role } from '../account/session.ts';

export interface UserRow {
  id: string;
  name: string;
  email: string;
  role: Role;
  status: boolean;
  verified: boolean;
  lastLoginAt: string | null;
}

export const USERS_KEY = ['users'] as const;

export const usersQuery = queryOptions({
  queryKey: USERS_KEY,
  queryFn: async ({ signal }) => (await api.get<{ items: UserRow[] }>('/api/users', signal)).items,
});

export function useUsers() {
  return useQuery(usersQuery);
}

export function useSetUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: boolean }) =>
      api.patch<ApiMessage & { user: UserRow }>(`/api/users/${encodeURIComponent(id)}/status`, { status }),
    onSuccess: (reply) => {
      queryClient.setQueryData(USERS_KEY, (rows: UserRow[] | undefined) =>
        rows?.map((row) => (row.id === reply.user.id ? reply.user : row)),
      );
      return queryClient.invalidateQueries({ queryKey: USERS_KEY });
    },
  });
}
