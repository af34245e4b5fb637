import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RequestRecommendationInput, WriteRecommendationInput } from '@baobab/contracts/profiles';
import { profilesRoutes } from '@baobab/contracts/profiles-routes';
import { callEndpoint } from '@/lib/call-endpoint';
import { profilesKeys } from './profiles-keys';

export const useRecommendations = (enabled: boolean) =>
  useQuery({ queryKey: profilesKeys.recommendations(), queryFn: () => callEndpoint(profilesRoutes.recommendations), enabled });

export const useRecommendationRequests = (enabled: boolean) =>
  useQuery({ queryKey: profilesKeys.recommendationRequests(), queryFn: () => callEndpoint(profilesRoutes.recommendationRequests), enabled });

function useInvalidate() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([profilesKeys.recommendations(), profilesKeys.recommendationRequests()].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export function useRequestRecommendation() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: RequestRecommendationInput) => callEndpoint(profilesRoutes.requestRecommendation, { body: input }),
    onSuccess: invalidate,
  });
}

export function useAnswerRecommendation() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: WriteRecommendationInput | null }) =>
      input
        ? callEndpoint(profilesRoutes.writeRecommendation, { params: { id }, body: input })
        : callEndpoint(profilesRoutes.declineRecommendation, { params: { id } }),
    onSuccess: invalidate,
  });
}
