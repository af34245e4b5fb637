import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExperienceInput } from '@baobab/contracts/profiles';
import { profilesRoutes } from '@baobab/contracts/profiles-routes';
import { callEndpoint } from '@/lib/call-endpoint';
import { profilesKeys } from './profiles-keys';

export const useExperiences = (enabled: boolean) =>
  useQuery({ queryKey: profilesKeys.experiences(), queryFn: () => callEndpoint(profilesRoutes.experiences), enabled });

export function useSaveExperience() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: ExperienceInput }) =>
      id === null
        ? callEndpoint(profilesRoutes.createExperience, { body: input })
        : callEndpoint(profilesRoutes.updateExperience, { params: { id }, body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profilesKeys.experiences() }),
  });
}

export function useDeleteExperience() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(profilesRoutes.deleteExperience, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profilesKeys.experiences() }),
  });
}
