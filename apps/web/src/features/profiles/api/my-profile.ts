import { queryOptions, useQuery } from '@tanstack/react-query';
import { profilesEndpoints } from '@baobab/contracts/profiles-endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import { profilesKeys } from './profiles-keys';

/**
 * GET /api/profile, the signed-in user's own startups: the one query every screen and form that needs them
 * reads (dashboard, AI insights, the startup picker, the intro request form).
 */
export const myProfileQuery = queryOptions({ queryKey: profilesKeys.myProfile(), queryFn: () => callEndpoint(profilesEndpoints.myProfile) });

export const useMyProfile = (enabled: boolean) => useQuery({ ...myProfileQuery, enabled });

/** The same query, narrowed to the startups (offered as an intro's attachment, or a new data room's owner). */
export const useOwnStartups = (enabled: boolean) => useQuery({ ...myProfileQuery, enabled, select: (response) => response.profile.startups });
