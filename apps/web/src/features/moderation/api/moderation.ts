import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountActionInput, ContentActionInput, CreateReportInput, DismissReportInput } from '@baobab/contracts/moderation';
import { moderationRoutes as routes } from '@baobab/contracts/moderation-routes';
import { callEndpoint } from '@/lib/call-endpoint';

export const moderationKeys = {
  all: ['moderation'] as const,
  queue: () => ['moderation', 'queue'] as const,
  search: (q: string) => ['moderation', 'accounts', q] as const,
  account: (userId: string) => ['moderation', 'account', userId] as const,
};

/** Files a report; a second report of the same thing while the first is open is the same report. */
export const useReport = () => useMutation({ mutationFn: (input: CreateReportInput) => callEndpoint(routes.report, { body: input }) });

export const useReportQueue = () => useQuery({ queryKey: moderationKeys.queue(), queryFn: () => callEndpoint(routes.queue) });

export const useAccountSearch = (q: string) =>
  useQuery({ queryKey: moderationKeys.search(q), queryFn: () => callEndpoint(routes.searchAccounts, { query: { q } }), enabled: q.trim().length >= 2, placeholderData: keepPreviousData });

export const useModeratedAccount = (userId: string | null) =>
  useQuery({ queryKey: moderationKeys.account(userId ?? ''), queryFn: () => callEndpoint(routes.account, { params: { userId: userId! } }), enabled: userId !== null });

/** Every admin action changes the queue and the accounts: refetch all of moderation's reads. */
function useModerationMutation<T>(run: (variables: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationKeys.all }) });
}

export const useDismissReport = () => useModerationMutation(({ id, ...body }: DismissReportInput & { id: number }) => callEndpoint(routes.dismiss, { params: { id }, body }));
export const useHideContent = () => useModerationMutation((body: ContentActionInput) => callEndpoint(routes.hide, { body }));
export const useUnhideContent = () => useModerationMutation((body: ContentActionInput) => callEndpoint(routes.unhide, { body }));
export const useAccountAction = () =>
  useModerationMutation(({ userId, ...body }: AccountActionInput & { userId: string }) => callEndpoint(routes.actOnAccount, { params: { userId }, body }));
