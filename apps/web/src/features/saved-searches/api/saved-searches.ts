import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavedSearchFrequency } from '@baobab/contracts/saved-searches-texts';
import type { EndpointInput } from '@baobab/contracts/endpoint';
import type { savedSearchesEndpoints as endpoints } from '@baobab/contracts/saved-searches-endpoints';
import { savedSearchesRoutes as routes } from '@baobab/contracts/saved-searches-routes';
import { callEndpoint } from '@/lib/call-endpoint';

/** Every saved-search query key (decision 0037); each change invalidates `all`: counts and inboxes move together. */
export const savedSearchKeys = {
  all: ['saved-searches'] as const,
  list: () => [...savedSearchKeys.all, 'list'] as const,
  inbox: (id: number) => [...savedSearchKeys.all, 'inbox', id] as const,
};

export const useSavedSearches = (enabled = true) => useQuery({ queryKey: savedSearchKeys.list(), queryFn: () => callEndpoint(routes.list), enabled });

export const useSavedSearchInbox = (id: number | null) =>
  useQuery({ queryKey: savedSearchKeys.inbox(id ?? 0), queryFn: () => callEndpoint(routes.inbox, { params: { id: id! } }), enabled: id !== null });

function useSavedSearchMutation<T, R>(run: (variables: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }) });
}

export type SavedSearchDraft = EndpointInput<typeof endpoints.create>['body'];

export const useSaveSearch = () => useSavedSearchMutation((body: SavedSearchDraft) => callEndpoint(routes.create, { body }));
export const useSetSavedSearchFrequency = (id: number) =>
  useSavedSearchMutation((frequency: SavedSearchFrequency) => callEndpoint(routes.setFrequency, { params: { id }, body: { frequency } }));
export const useMarkSavedSearchSeen = (id: number) => useSavedSearchMutation(() => callEndpoint(routes.markSeen, { params: { id } }));
export const useDeleteSavedSearch = () => useSavedSearchMutation((id: number) => callEndpoint(routes.remove, { params: { id } }));
