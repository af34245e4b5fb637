/**
 * Checked by `npm run typecheck` (tsc), never run: the professional-profile hooks' data is what the contract
 * returns, and a call or a read that drifts from the contract is a type error (decision 0018). Each
 * `@ts-expect-error` fails typecheck on the day the drift it stands for stops being an error.
 */
import { expectTypeOf } from 'vitest';
import { endpoint } from '@baobab/contracts/endpoint';
import { profileSchema, type Experience, type Profile, type UserMatch } from '@baobab/contracts/profiles';
import { profilesEndpoints } from '@baobab/contracts/profiles-endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import type { useExperiences } from './experiences';
import type { useMatches } from './matches';
import type { useProfile } from './profile';

expectTypeOf<ReturnType<typeof useProfile>['data']>().toEqualTypeOf<Profile | undefined>();
expectTypeOf<ReturnType<typeof useExperiences>['data']>().toEqualTypeOf<Experience[] | undefined>();
expectTypeOf<ReturnType<typeof useMatches>['data']>().toEqualTypeOf<UserMatch[] | undefined>();

/** The profile contract with one response field renamed, as a careless edit of packages/contracts would leave it. */
const renamedProfile = endpoint({
  ...profilesEndpoints.profile,
  responses: { 200: profileSchema.omit({ headline: true }).extend({ tagline: profileSchema.shape.headline }) },
});

export async function readsOfADriftedContract() {
  const profile = await callEndpoint(renamedProfile);
  // @ts-expect-error the About tab reads headline, which the renamed contract no longer returns
  const headline = profile.headline;
  // @ts-expect-error the profile form takes a Profile, which the renamed response no longer is
  const forTheForm: Profile = profile;
  return { headline, forTheForm };
}

export async function callsThatDriftFromTheContract() {
  // @ts-expect-error the experience path needs its :id
  await callEndpoint(profilesEndpoints.updateExperience, { body: { type: 'work', title: 'CTO', company: 'Acme', startDate: '2020-01-01', isCurrent: true } });
  // @ts-expect-error the write contract's body is the recommendation's content, not text
  await callEndpoint(profilesEndpoints.writeRecommendation, { params: { id: 1 }, body: { text: 'Great colleague' } });
  // @ts-expect-error the profile update refuses a field the schema does not have
  await callEndpoint(profilesEndpoints.updateProfile, { body: { nickname: 'Ada' } });
}
