import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateUpdateReplyInput, UpdateDraftInput } from '@baobab/contracts/updates';
import { updatesRoutes } from '@baobab/contracts/updates-routes';
import { callEndpoint } from '@/lib/call-endpoint';
import { updatesKeys } from './updates-keys';

/** Every change reloads the updates' reads (lists, the update, its threads); the answer fills the update's own key at once. */
function useUpdatesMutation<T, R>(run: (variables: T) => Promise<R>, onAnswer?: (answer: R) => [readonly unknown[], unknown] | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async (answer) => {
      const filled = onAnswer?.(answer);
      if (filled) queryClient.setQueryData(filled[0], filled[1]);
      await queryClient.invalidateQueries({ queryKey: updatesKeys.all, predicate: (query) => !filled || query.queryKey.join('/') !== filled[0].join('/') });
    },
  });
}

export const useCreateDraft = (startupId: number) =>
  useUpdatesMutation(
    (input: UpdateDraftInput) => callEndpoint(updatesRoutes.createDraft, { params: { id: startupId }, body: input }),
    (update) => [updatesKeys.detail(update.id), update],
  );

export const useSaveDraft = (id: number) =>
  useUpdatesMutation(
    (input: UpdateDraftInput) => callEndpoint(updatesRoutes.updateDraft, { params: { id }, body: input }),
    (update) => [updatesKeys.detail(update.id), update],
  );

export const useDeleteDraft = () => useUpdatesMutation((id: number) => callEndpoint(updatesRoutes.deleteDraft, { params: { id } }));

export const useSendUpdate = (id: number) =>
  useUpdatesMutation(
    () => callEndpoint(updatesRoutes.send, { params: { id } }),
    (update) => [updatesKeys.detail(update.id), update],
  );

export const useReply = (id: number) => useUpdatesMutation((input: CreateUpdateReplyInput) => callEndpoint(updatesRoutes.reply, { params: { id }, body: input }));

export const useSetPublic = (id: number) => useUpdatesMutation((isPublic: boolean) => callEndpoint(updatesRoutes.setPublic, { params: { id }, body: { isPublic } }));
