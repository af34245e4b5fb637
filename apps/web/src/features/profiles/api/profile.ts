import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfileInput } from '@baobab/contracts/profiles';
import { profilesRoutes } from '@baobab/contracts/profiles-routes';
import { authKeys } from '@/features/auth/api/auth-keys';
import { callEndpoint } from '@/lib/call-endpoint';
import { profilesKeys } from './profiles-keys';

export const profileQuery = queryOptions({ queryKey: profilesKeys.profile(), queryFn: () => callEndpoint(profilesRoutes.profile) });

/** As the spec's calls say: fetched only when signed in. */
export const useProfile = (enabled: boolean) => useQuery({ ...profileQuery, enabled });

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProfileInput) => callEndpoint(profilesRoutes.updateProfile, { body: input }),
    onSuccess: async (profile) => {
      queryClient.setQueryData(profilesKeys.profile(), profile);
      // Name and avatar also show in the navigation, which reads the current user.
      await queryClient.invalidateQueries({ queryKey: authKeys.currentUser });
    },
  });
}
