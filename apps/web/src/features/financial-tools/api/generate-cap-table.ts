import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CapTableResult, CreateCapTableInput } from '@baobab/contracts/financial-tools';
import type { SavedCapTable } from '@baobab/contracts/financial-tools-api';
import { apiGet, apiRequest } from '@/lib/api';

const capTablePath = (startupId: number) => `/api/startups/${startupId}/cap-table`;

/** The cached cap table (null before the first one); read once when a startup is chosen. */
export const savedCapTableQuery = (startupId: number) =>
  queryOptions({ queryKey: [capTablePath(startupId)], queryFn: () => apiGet<SavedCapTable | null>(capTablePath(startupId)) });

export const useSavedCapTable = (startupId: number) => useQuery(savedCapTableQuery(startupId));

export function useGenerateCapTable(startupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateCapTableInput) => apiRequest<CapTableResult>('POST', capTablePath(startupId), input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [capTablePath(startupId)] }),
  });
}
