import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Profile, UpdateProfileInput } from '@baobab/contracts/profiles';
import { apiGet, apiRequest } from '@/lib/api';

const profileKey = ['/api/users/profile'] as const;

/** As the spec's calls say: fetched only when signed in. */
export const useProfile = (enabled: boolean) => useQuery({ queryKey: profileKey, queryFn: () => apiGet<Profile>('/api/users/profile'), enabled });

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProfileInput) => apiRequest<Profile>('PUT', '/api/users/profile', input),
    onSuccess: async (profile) => {
      queryClient.setQueryData(profileKey, profile);
      // Name and avatar also show in the navigation, which reads the current user.
      await queryClient.invalidateQueries({ queryKey: ['/api/auth/user'] });
    },
  });
}
