import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Experience, ExperienceInput } from '@baobab/contracts/profiles';
import { apiGet, apiRequest } from '@/lib/api';

const experiencesKey = ['/api/users/experiences'] as const;

export const useExperiences = (enabled: boolean) =>
  useQuery({ queryKey: experiencesKey, queryFn: () => apiGet<Experience[]>('/api/users/experiences'), enabled });

export function useSaveExperience() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: ExperienceInput }) =>
      id === null ? apiRequest<Experience>('POST', '/api/users/experiences', input) : apiRequest<Experience>('PUT', `/api/users/experiences/${id}`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: experiencesKey }),
  });
}

export function useDeleteExperience() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>('DELETE', `/api/users/experiences/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: experiencesKey }),
  });
}
