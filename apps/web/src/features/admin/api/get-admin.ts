import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { adminRoutes as routes } from '@baobab/contracts/admin-routes';
import { callEndpoint } from '@/lib/call-endpoint';
import { adminKeys } from './admin-keys';

export const adminOverviewQuery = () => queryOptions({ queryKey: adminKeys.overview(), queryFn: () => callEndpoint(routes.overview) });
export const useAdminOverview = () => useQuery(adminOverviewQuery());

export const useAdminTeam = () => useQuery({ queryKey: adminKeys.team(), queryFn: () => callEndpoint(routes.team) });

/** The audit log, newest first, a page at a time ("Show older"). */
export const adminAuditQuery = () =>
  infiniteQueryOptions({
    queryKey: adminKeys.audit(),
    queryFn: ({ pageParam }) => callEndpoint(routes.audit, { query: pageParam === undefined ? {} : { before: pageParam } }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => page.nextBefore ?? undefined,
  });
export const useAdminAudit = () => useInfiniteQuery(adminAuditQuery());

export const useMyAdminInvitation = () => useQuery({ queryKey: adminKeys.myInvitation(), queryFn: () => callEndpoint(routes.myInvitation) });
