import type { User, UserChangeReply } from '@chalan/core/users/replies';
import type { CreateEmployeeBody, UpdateEmployeeBody } from '@chalan/core/users/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiMessage, api } from '../../lib/api-client.ts';
import { type PagedReply, usePagedList } from '../../lib/use-paged-list.ts';
import { SESSION_KEY } from '../account/session.ts';

export const USERS_KEY = ['users'] as const;

export function useUsersList() {
  return usePagedList<User>(USERS_KEY, '/api/users');
}

const userPath = (id: string) => `/api/users/${encodeURIComponent(id)}`;

/** Every change refreshes the list; one's own name or email also shows in the shell. */
function useInvalidateUsers({ session = false } = {}) {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: USERS_KEY });
    if (session) await queryClient.invalidateQueries({ queryKey: SESSION_KEY });
  };
}

export function useSetUserStatus() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: boolean }) =>
      api.patch<UserChangeReply>(`${userPath(id)}/status`, { status }),
    onSuccess: (reply) => {
      // The switch shows the new state at once, before the list comes back.
      queryClient.setQueriesData<PagedReply<User>>(
        { queryKey: USERS_KEY },
        (page) =>
          page && { ...page, items: page.items.map((u) => (u.id === reply.user.id ? reply.user : u)) },
      );
      return invalidate();
    },
  });
}

export function useCreateUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (input: CreateEmployeeBody) => api.post<UserChangeReply>('/api/users', input),
    onSuccess: invalidate,
  });
}

export function useUpdateUser() {
  const invalidate = useInvalidateUsers({ session: true });
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateEmployeeBody }) =>
      api.put<UserChangeReply>(userPath(id), input),
    onSuccess: invalidate,
  });
}

export function useDeleteUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (id: string) => api.delete<ApiMessage>(userPath(id)),
    onSuccess: invalidate,
  });
}
