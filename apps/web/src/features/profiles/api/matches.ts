import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { profilesRoutes } from '@baobab/contracts/profiles-routes';
import { callEndpoint } from '@/lib/call-endpoint';
import { profilesKeys } from './profiles-keys';

export const useMatches = (enabled: boolean) =>
  useQuery({ queryKey: profilesKeys.matches(), queryFn: () => callEndpoint(profilesRoutes.matches), enabled });

/** POST /api/users/generate-matches; on success the matches reload (as the spec's calls say). */
export function useGenerateMatches() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(profilesRoutes.generateMatches),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profilesKeys.matches() }),
  });
}
