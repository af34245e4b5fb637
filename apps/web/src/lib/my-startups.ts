import { queryOptions, useQuery } from '@tanstack/react-query';
import { startupsRoutes } from '@baobab/contracts/startups-routes';
import { callEndpoint } from './call-endpoint';

/**
 * GET /api/profile: the signed-in founder's own startups. Several features and shared forms read it (the
 * dashboard, AI insights, the startup picker, the intro request and new data-room forms), and features may not
 * import each other, so its one query lives here. The key is the one every writer invalidates; it sits under the
 * startups feature's root ('startups'), so reloading every startup read reloads it too.
 */
export const myStartupsKey = ['startups', 'mine'] as const;

export const myStartupsQuery = queryOptions({ queryKey: myStartupsKey, queryFn: () => callEndpoint(startupsRoutes.myStartups) });

/** The signed-in founder's startups (the answer's `profile.startups`, the spec's shape). */
export const useOwnStartups = (enabled: boolean) => useQuery({ ...myStartupsQuery, enabled, select: (response) => response.profile.startups });
