import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FounderProfileInput, InvestorProfileInput, OnboardingStatus } from '@baobab/contracts/onboarding';
import { apiGet, apiRequest } from '@/lib/api';

export const onboardingStatusQuery = queryOptions({
  queryKey: ['/api/onboarding'],
  queryFn: () => apiGet<OnboardingStatus>('/api/onboarding'),
});

export const useOnboardingStatus = (enabled: boolean) => useQuery({ ...onboardingStatusQuery, enabled });

type Role = 'founder' | 'investor';
type Input = { role: 'founder'; values: FounderProfileInput } | { role: 'investor'; values: InvestorProfileInput };

const paths: Record<Role, string> = { founder: '/api/founders', investor: '/api/investors' };

/**
 * POST creates the profile (first onboarding), PUT edits it. Afterwards every cached query reloads
 * (as the spec's calls say), without waiting: the onboarding status that reloads turns the form into
 * "You have already completed onboarding", and a caller's own onSuccess (toast, redirect) must
 * run before that unmounts the form, or it never runs (a fresh page load showed neither).
 */
export function useSaveProfile(mode: 'create' | 'edit') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => apiRequest<unknown>(mode === 'create' ? 'POST' : 'PUT', paths[input.role], input.values),
    onSuccess: () => {
      void queryClient.invalidateQueries();
    },
  });
}
