import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProfileResponse, StartupDetail, StartupInput, StartupStats, StartupSummary } from '@baobab/contracts/startups';
import { apiGet, apiRequest } from '@/lib/api';

/** Directory parameters exactly as they sit in the page URL; empty ones are left out of the call. */
export type StartupSearch = Record<string, string>;

const toQuery = (params: StartupSearch) => {
  const search = new URLSearchParams(Object.entries(params).filter(([, v]) => v !== '' && v !== 'all'));
  const text = search.toString();
  return text ? `?${text}` : '';
};

export const startupsQuery = (params: StartupSearch) =>
  queryOptions({ queryKey: ['/api/startups', params], queryFn: () => apiGet<StartupSummary[]>(`/api/startups${toQuery(params)}`), placeholderData: keepPreviousData });

export const startupStatsQuery = (params: StartupSearch) =>
  queryOptions({ queryKey: ['/api/startups/stats', params], queryFn: () => apiGet<StartupStats>(`/api/startups/stats${toQuery(params)}`), placeholderData: keepPreviousData });

export const useStartups = (params: StartupSearch) => useQuery(startupsQuery(params));
export const useStartupStats = (params: StartupSearch) => useQuery(startupStatsQuery(params));

/** Detail reads are not cached across visits, so a returning viewer sees current figures. */
export const useStartup = (id: number) =>
  useQuery({ queryKey: ['/api/startups', id], queryFn: () => apiGet<StartupDetail>(`/api/startups/${id}`), enabled: Number.isInteger(id) && id > 0, staleTime: 0 });

export const useMyProfile = (enabled: boolean) => useQuery({ queryKey: ['/api/profile'], queryFn: () => apiGet<ProfileResponse>('/api/profile'), enabled });

/** Create (POST) or edit (PUT); on success the cached startups, profile and dashboard data reload (spec section 4). */
export function useSaveStartup(id?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StartupInput) => (id ? apiRequest<{ id: number }>('PUT', `/api/startups/${id}`, input) : apiRequest<{ id: number }>('POST', '/api/startups', input)),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['/api/startups'] }),
        queryClient.invalidateQueries({ queryKey: ['/api/startups/stats'] }),
        queryClient.invalidateQueries({ queryKey: ['/api/profile'] }),
        queryClient.invalidateQueries({ queryKey: ['/api/dashboard/stats'] }),
      ]);
    },
  });
}
