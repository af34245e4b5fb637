import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateDealMeetingInput, CreateDealTaskInput, DealTask, UpdateDealTaskInput } from '@baobab/contracts/deal-tasks';
import { dealsRoutes } from '@baobab/contracts/deals-routes';
import { callEndpoint } from '@/lib/call-endpoint';
import { refreshDeals } from './get-deals';
import { dealsKeys } from './deals-keys';

/** A deal's tasks and its timeline (decision 0054); every change reloads the pipeline, whose cards count open and overdue tasks. */
export const dealTasksQuery = (dealId: number) =>
  queryOptions({ queryKey: dealsKeys.tasks(dealId), queryFn: () => callEndpoint(dealsRoutes.tasks, { params: { id: dealId } }) });

export const dealTimelineQuery = (dealId: number) =>
  queryOptions({ queryKey: dealsKeys.timeline(dealId), queryFn: () => callEndpoint(dealsRoutes.timeline, { params: { id: dealId } }) });

export const useDealTasks = (dealId: number) => useQuery(dealTasksQuery(dealId));
export const useDealTimeline = (dealId: number) => useQuery(dealTimelineQuery(dealId));

export function useAddDealTask(dealId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateDealTaskInput) => callEndpoint(dealsRoutes.addTask, { params: { id: dealId }, body: input }),
    onSuccess: () => refreshDeals(queryClient),
  });
}

/** A tick shows at once (optimistic); the reload after it puts the server's answer in its place, or the old state back on failure. */
export function useUpdateDealTask(dealId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ taskId, input }: { taskId: number; input: UpdateDealTaskInput }) => callEndpoint(dealsRoutes.updateTask, { params: { id: dealId, taskId }, body: input }),
    onMutate: async ({ taskId, input }) => {
      if (input.done === undefined) return;
      await queryClient.cancelQueries({ queryKey: dealsKeys.tasks(dealId) });
      queryClient.setQueryData<DealTask[]>(dealsKeys.tasks(dealId), (tasks) => tasks?.map((task) => (task.id === taskId ? { ...task, done: input.done! } : task)));
    },
    onSettled: () => refreshDeals(queryClient),
  });
}

export function useDeleteDealTask(dealId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (taskId: number) => callEndpoint(dealsRoutes.removeTask, { params: { id: dealId, taskId } }),
    onSuccess: () => refreshDeals(queryClient),
  });
}

/** Logs a meeting; the reload shows it in the timeline. */
export function useLogDealMeeting(dealId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateDealMeetingInput) => callEndpoint(dealsRoutes.addMeeting, { params: { id: dealId }, body: input }),
    onSuccess: () => refreshDeals(queryClient),
  });
}
