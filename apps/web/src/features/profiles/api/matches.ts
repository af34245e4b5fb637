import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UserMatch } from '@baobab/contracts/profiles';
import { apiGet, apiRequest } from '@/lib/api';

const matchesKey = ['/api/users/matches'] as const;

export const useMatches = (enabled: boolean) => useQuery({ queryKey: matchesKey, queryFn: () => apiGet<UserMatch[]>('/api/users/matches'), enabled });

/** POST /api/users/generate-matches; on success the matches reload (as the spec's calls say). */
export function useGenerateMatches() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<{ count: number }>('POST', '/api/users/generate-matches'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: matchesKey }),
  });
}
