/**
 * Checked by `npm run typecheck` (tsc), never run: the onboarding hook's data is what the contract returns, and a
 * call or a read that drifts from the contract is a type error (decision 0018). Each `@ts-expect-error` fails
 * typecheck on the day the drift it stands for stops being an error.
 */
import { expectTypeOf } from 'vitest';
import { endpoint } from '@baobab/contracts/endpoint';
import { onboardingStatusSchema, type OnboardingStatus } from '@baobab/contracts/onboarding';
import { onboardingEndpoints } from '@baobab/contracts/onboarding-endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import type { useOnboardingStatus } from './onboarding';

expectTypeOf<ReturnType<typeof useOnboardingStatus>['data']>().toEqualTypeOf<OnboardingStatus | undefined>();

/** The status contract with one response field renamed, as a careless edit of packages/contracts would leave it. */
const renamedStatus = endpoint({
  ...onboardingEndpoints.status,
  responses: { 200: onboardingStatusSchema.omit({ investor: true }).extend({ investorProfile: onboardingStatusSchema.shape.investor }) },
});

export async function readsOfADriftedContract() {
  const status = await callEndpoint(renamedStatus);
  // @ts-expect-error the onboarding screen reads investor, which the renamed contract no longer returns
  const investor = status.investor;
  // @ts-expect-error the screen takes an OnboardingStatus, which the renamed response no longer is
  const forTheScreen: OnboardingStatus = status;
  return { investor, forTheScreen };
}

export async function callsThatDriftFromTheContract() {
  // @ts-expect-error the founder profile names its areas expertiseTags, not expertise
  await callEndpoint(onboardingEndpoints.createFounder, { body: { bio: 'Building things', location: 'Lagos', expertise: ['fintech'] } });
}
