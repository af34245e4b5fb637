import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FounderProfileInput, InvestorProfileInput } from '@baobab/contracts/onboarding';
import { onboardingRoutes } from '@baobab/contracts/onboarding-routes';
import { callEndpoint } from '@/lib/call-endpoint';
import { onboardingKeys } from './onboarding-keys';

export const onboardingStatusQuery = queryOptions({
  queryKey: onboardingKeys.status(),
  queryFn: () => callEndpoint(onboardingRoutes.status),
});

export const useOnboardingStatus = (enabled: boolean) => useQuery({ ...onboardingStatusQuery, enabled });

type Input = { role: 'founder'; values: FounderProfileInput } | { role: 'investor'; values: InvestorProfileInput };

/** POST creates the profile (first onboarding), PUT edits it: one contract per role and mode. */
function saveProfile(mode: 'create' | 'edit', input: Input) {
  if (input.role === 'founder') {
    return callEndpoint(mode === 'create' ? onboardingRoutes.createFounder : onboardingRoutes.updateFounder, { body: input.values });
  }
  return callEndpoint(mode === 'create' ? onboardingRoutes.createInvestor : onboardingRoutes.updateInvestor, { body: input.values });
}

/**
 * POST creates the profile (first onboarding), PUT edits it. Afterwards every cached query reloads
 * (as the spec's calls say), without waiting: the onboarding status that reloads turns the form into
 * "You have already completed onboarding", and a caller's own onSuccess (toast, redirect) must
 * run before that unmounts the form, or it never runs (a fresh page load showed neither).
 */
export function useSaveProfile(mode: 'create' | 'edit') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => saveProfile(mode, input),
    onSuccess: () => {
      void queryClient.invalidateQueries();
    },
  });
}
