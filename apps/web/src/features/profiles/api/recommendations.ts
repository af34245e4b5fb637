import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Recommendation, RecommendationRequest, RequestRecommendationInput, WriteRecommendationInput } from '@baobab/contracts/profiles';
import { apiGet, apiRequest } from '@/lib/api';

const recommendationsKey = ['/api/users/recommendations'] as const;
const requestsKey = ['/api/users/recommendations/requests'] as const;

export const useRecommendations = (enabled: boolean) =>
  useQuery({ queryKey: recommendationsKey, queryFn: () => apiGet<Recommendation[]>('/api/users/recommendations'), enabled });

export const useRecommendationRequests = (enabled: boolean) =>
  useQuery({ queryKey: requestsKey, queryFn: () => apiGet<RecommendationRequest[]>('/api/users/recommendations/requests'), enabled });

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => Promise.all([recommendationsKey, requestsKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export function useRequestRecommendation() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: RequestRecommendationInput) => apiRequest<void>('POST', '/api/users/recommendations/requests', input),
    onSuccess: invalidate,
  });
}

export function useAnswerRecommendation() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: WriteRecommendationInput | null }) =>
      input ? apiRequest<void>('POST', `/api/users/recommendations/${id}/write`, input) : apiRequest<void>('POST', `/api/users/recommendations/${id}/decline`),
    onSuccess: invalidate,
  });
}
