import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateMilestoneInput, UpdateMilestoneInput } from '@baobab/contracts/financial-tools';
import type { FundingMilestone, FundingTrackerView } from '@baobab/contracts/financial-tools-api';
import { apiGet, apiRequest } from '@/lib/api';

const trackerPath = (startupId: number) => `/api/startups/${startupId}/funding-tracker`;

/** The spec's funding-tracker call: loads when the Funding Tracker tab opens (the tab mounts this query). */
export const fundingTrackerQuery = (startupId: number) =>
  queryOptions({ queryKey: [trackerPath(startupId)], queryFn: () => apiGet<FundingTrackerView>(trackerPath(startupId)) });

export const useFundingTracker = (startupId: number) => useQuery(fundingTrackerQuery(startupId));

function useTrackerMutation<T>(startupId: number, run: (variables: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => queryClient.invalidateQueries({ queryKey: [trackerPath(startupId)] }) });
}

export const useSetFundingTarget = (startupId: number) =>
  useTrackerMutation(startupId, (targetAmount: number) => apiRequest<FundingTrackerView>('PUT', trackerPath(startupId), { targetAmount }));

export const useAddMilestone = (startupId: number) =>
  useTrackerMutation(startupId, (input: CreateMilestoneInput) => apiRequest<FundingMilestone>('POST', `${trackerPath(startupId)}/milestones`, input));

/** Ticking a milestone shows at once; the tracker reloads afterwards either way, so a refusal puts it back. */
export function useUpdateMilestone(startupId: number) {
  const queryClient = useQueryClient();
  const key = [trackerPath(startupId)];
  return useMutation({
    mutationFn: ({ id, ...input }: UpdateMilestoneInput & { id: number }) => apiRequest<FundingMilestone>('PATCH', `${trackerPath(startupId)}/milestones/${id}`, input),
    onMutate: async ({ id, ...input }) => {
      // A reload still in flight (say, from adding this milestone) would otherwise land after the
      // optimistic tick and untick it until the next reload.
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<FundingTrackerView>(key, (old) => old && { ...old, milestones: old.milestones.map((m) => (m.id === id ? { ...m, ...input } : m)) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export const useDeleteMilestone = (startupId: number) =>
  useTrackerMutation(startupId, (id: number) => apiRequest<void>('DELETE', `${trackerPath(startupId)}/milestones/${id}`));
