import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Job, JobInput } from '@baobab/contracts/jobs';
import { apiRequest } from '@/lib/api';
import { jobsQueryKey, savedJobsQueryKey } from './list-jobs';

/** After any change the board and the saved list reload (the spec's calls: the list reloads). */
function useInvalidateJobs() {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: jobsQueryKey }), queryClient.invalidateQueries({ queryKey: savedJobsQueryKey })]);
}

export function useCreateJob() {
  const invalidate = useInvalidateJobs();
  return useMutation({ mutationFn: (input: JobInput) => apiRequest<Job>('POST', '/api/jobs', input), onSuccess: invalidate });
}

export function useUpdateJob() {
  const invalidate = useInvalidateJobs();
  return useMutation({ mutationFn: ({ id, input }: { id: number; input: JobInput }) => apiRequest<Job>('PUT', `/api/jobs/${id}`, input), onSuccess: invalidate });
}

export function useCloseJob() {
  const invalidate = useInvalidateJobs();
  return useMutation({ mutationFn: (id: number) => apiRequest<void>('POST', `/api/jobs/${id}/close`), onSuccess: invalidate });
}

export function useToggleSavedJob() {
  const invalidate = useInvalidateJobs();
  return useMutation({
    mutationFn: ({ id, save }: { id: number; save: boolean }) => apiRequest<void>(save ? 'POST' : 'DELETE', `/api/jobs/${id}/save`),
    onSuccess: invalidate,
  });
}
