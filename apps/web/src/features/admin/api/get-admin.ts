import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { adminEndpoints as endpoints } from '@baobab/contracts/admin-endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import { adminKeys } from './admin-keys';

export const adminOverviewQuery = () => queryOptions({ queryKey: adminKeys.overview(), queryFn: () => callEndpoint(endpoints.overview) });
export const useAdminOverview = () => useQuery(adminOverviewQuery());

export const useAdminTeam = () => useQuery({ queryKey: adminKeys.team(), queryFn: () => callEndpoint(endpoints.team) });

/** The audit log, newest first, a page at a time ("Show older"). */
export const adminAuditQuery = () =>
  infiniteQueryOptions({
    queryKey: adminKeys.audit(),
    queryFn: ({ pageParam }) => callEndpoint(endpoints.audit, { query: pageParam === undefined ? {} : { before: pageParam } }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => page.nextBefore ?? undefined,
  });
export const useAdminAudit = () => useInfiniteQuery(adminAuditQuery());

export const useMyAdminInvitation = () => useQuery({ queryKey: adminKeys.myInvitation(), queryFn: () => callEndpoint(endpoints.myInvitation) });
