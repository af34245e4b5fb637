import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { JobInput } from '@baobab/contracts/jobs';
import { jobsRoutes } from '@baobab/contracts/jobs-routes';
import { callEndpoint } from '@/lib/call-endpoint';
import { jobsKeys } from './jobs-keys';

/** After any change the board and the saved list reload (the spec's calls: the list reloads). */
export const refreshJobs = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: jobsKeys.all });

function useInvalidateJobs() {
  const queryClient = useQueryClient();
  return () => refreshJobs(queryClient);
}

export function useCreateJob() {
  const invalidate = useInvalidateJobs();
  return useMutation({ mutationFn: (input: JobInput) => callEndpoint(jobsRoutes.create, { body: input }), onSuccess: invalidate });
}

export function useUpdateJob() {
  const invalidate = useInvalidateJobs();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: JobInput }) => callEndpoint(jobsRoutes.update, { params: { id }, body: input }),
    onSuccess: invalidate,
  });
}

export function useCloseJob() {
  const invalidate = useInvalidateJobs();
  return useMutation({ mutationFn: (id: number) => callEndpoint(jobsRoutes.close, { params: { id } }), onSuccess: invalidate });
}

export function useToggleSavedJob() {
  const invalidate = useInvalidateJobs();
  return useMutation({
    mutationFn: ({ id, save }: { id: number; save: boolean }) => callEndpoint(save ? jobsRoutes.save : jobsRoutes.unsave, { params: { id } }),
    onSuccess: invalidate,
  });
}
