import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InviteAdminInput } from '@baobab/contracts/admin';
import { adminRoutes as routes } from '@baobab/contracts/admin-routes';
import { callEndpoint } from '@/lib/call-endpoint';
import { adminKeys } from './admin-keys';

/** Every admin change refreshes the whole console: the overview counts and the audit log move with it. */
function useAdminMutation<T, R>(run: (variables: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }) });
}

export const useInviteAdmin = () => useAdminMutation((input: InviteAdminInput) => callEndpoint(routes.invite, { body: input }));

export const useRevokeAdmin = () =>
  useAdminMutation(({ userId, reason }: { userId: string; reason: string }) => callEndpoint(routes.revokeAdmin, { params: { userId }, body: { reason } }));

/** Accepting makes the signed-in person an admin: the current user (and so the shell's Admin link) is refetched. */
export function useAcceptAdminInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(routes.acceptInvitation, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
