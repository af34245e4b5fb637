import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExperienceInput } from '@baobab/contracts/profiles';
import { profilesEndpoints } from '@baobab/contracts/profiles-endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import { profilesKeys } from './profiles-keys';

export const useExperiences = (enabled: boolean) =>
  useQuery({ queryKey: profilesKeys.experiences(), queryFn: () => callEndpoint(profilesEndpoints.experiences), enabled });

export function useSaveExperience() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: ExperienceInput }) =>
      id === null
        ? callEndpoint(profilesEndpoints.createExperience, { body: input })
        : callEndpoint(profilesEndpoints.updateExperience, { params: { id }, body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profilesKeys.experiences() }),
  });
}

export function useDeleteExperience() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(profilesEndpoints.deleteExperience, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profilesKeys.experiences() }),
  });
}
