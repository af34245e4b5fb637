import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { profilesEndpoints } from '@baobab/contracts/profiles-endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import { profilesKeys } from './profiles-keys';

export const useMatches = (enabled: boolean) =>
  useQuery({ queryKey: profilesKeys.matches(), queryFn: () => callEndpoint(profilesEndpoints.matches), enabled });

/** POST /api/users/generate-matches; on success the matches reload (as the spec's calls say). */
export function useGenerateMatches() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(profilesEndpoints.generateMatches),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profilesKeys.matches() }),
  });
}
